import { safeImageUrl } from '@cairn/shared/format/safe-image-url';
import { useState } from 'react';

/**
 * An image that disappears when it cannot load (SPEC §8: broken images are hidden), and that never
 * renders an address other than absolute http(s): every image of this remote goes through here.
 */
export function HideOnErrorImage({
  src,
  className,
  alt = '',
  loading = 'lazy',
}: {
  src: string;
  className?: string;
  alt?: string;
  loading?: 'lazy' | 'eager';
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const safe = safeImageUrl(src);
  if (!safe || broken === safe) return null;
  return <img src={safe} alt={alt} className={className} loading={loading} onError={() => setBroken(safe)} />;
}
