export const plain = 1;
export const renamed = 2;
export interface Shape {
  size: number;
}
