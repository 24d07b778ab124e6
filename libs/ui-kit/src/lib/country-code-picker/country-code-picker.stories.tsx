import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Input } from '../input/input';
import { CountryCodePicker } from './country-code-picker';

const meta = {
  title: 'Forms/CountryCodePicker',
  component: CountryCodePicker,
  args: {
    value: '+84',
    onChange: () => undefined,
    label: 'Country code',
    options: [
      { dialingCode: '+84', name: 'Việt Nam' },
      { dialingCode: '+66', name: 'ประเทศไทย' },
      { dialingCode: '+86', name: '中国' },
      { dialingCode: '+92', name: 'پاکستان' },
    ],
  },
  parameters: { i18n: { label: 'auth:login.country_code' } },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Input
        label="Mobile number"
        inputMode="tel"
        start={<CountryCodePicker {...args} value={value} onChange={setValue} />}
      />
    );
  },
} satisfies Meta<typeof CountryCodePicker>;
export default meta;

type Story = StoryObj<typeof meta>;

export const InMobileField: Story = {};
