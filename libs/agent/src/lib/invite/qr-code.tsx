import { useEffect, useState } from 'react';

export interface QrCodeProps {
  /** The text the code carries (the invitation link). */
  value: string;
  /** What the image shows, for screen readers. */
  label: string;
  className?: string;
}

interface Modules {
  size: number;
  /** One SVG path of the dark modules. */
  path: string;
}

/** The dark modules of the QR code of `value`, from the kept `uqr` encoder, loaded on first use. */
async function modulesOf(value: string): Promise<Modules> {
  const { encode } = await import('uqr');
  const { data, size } = encode(value, { ecc: 'M', border: 2 });
  const path = data
    .flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])))
    .join('');
  return { size, path };
}

/** A QR code drawn as SVG; the encoder loads with the first code shown, not with the screens. */
export function QrCode({ value, label, className }: QrCodeProps) {
  const [modules, setModules] = useState<Modules & { value: string }>();
  useEffect(() => {
    let current = true;
    void modulesOf(value).then((encoded) => {
      if (current) setModules({ ...encoded, value });
    });
    return () => {
      current = false;
    };
  }, [value]);
  const size = modules?.size ?? 1;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      {modules?.value === value ? <path d={modules.path} fill="#000" /> : null}
    </svg>
  );
}
