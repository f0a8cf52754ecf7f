import { useEffect, type CSSProperties } from 'react';
import { Toaster as SonnerToaster, toast, type ToasterProps } from 'sonner';
import { toasterMounted } from './toastQueue';
import { useTheme } from 'styled-components';

/** sonner reads its colours from these custom properties; feeding them the theme keeps toasts on-brand. */
function useToastPalette(): CSSProperties {
  const { colors, tones, radii, typography } = useTheme();
  return {
    '--normal-bg': colors.surface,
    '--normal-text': colors.text,
    '--normal-border': colors.border,
    '--success-bg': tones.success.background,
    '--success-text': tones.success.foreground,
    '--success-border': tones.success.border,
    '--error-bg': tones.danger.background,
    '--error-text': tones.danger.foreground,
    '--error-border': tones.danger.border,
    '--warning-bg': tones.warning.background,
    '--warning-text': tones.warning.foreground,
    '--warning-border': tones.warning.border,
    '--info-bg': tones.info.background,
    '--info-text': tones.info.foreground,
    '--info-border': tones.info.border,
    '--border-radius': radii.lg,
    fontFamily: typography.fontFamily,
  } as CSSProperties;
}

/**
 * sonner's toaster in the portal's colours; toasts asked for before it was mounted appear once it is.
 * Toasts rise from the bottom (the right corner on a desktop, the full width on a phone), so the
 * screen's title and its action buttons at the top stay in view and in reach while one shows.
 */
export function ThemedToaster(props: ToasterProps) {
  const palette = useToastPalette();
  // After sonner's own effect has subscribed to its toasts (a child's effects run first).
  useEffect(() => toasterMounted(toast), []);
  return (
    <SonnerToaster
      position="bottom-right"
      richColors
      closeButton
      style={palette}
      toastOptions={{ style: { fontFamily: palette.fontFamily } }}
      {...props}
    />
  );
}
