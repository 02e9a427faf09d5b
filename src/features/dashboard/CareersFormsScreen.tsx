import type { ScreenProps } from '../../registry/screen-names.ts';
import { FORM_TYPES } from './form-types.ts';
import { FormsScreen } from './FormsScreen.tsx';

export default function Screen({ title }: ScreenProps) {
  return <FormsScreen title={title} type={FORM_TYPES['careers']} />;
}
