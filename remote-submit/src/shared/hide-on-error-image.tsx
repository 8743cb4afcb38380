import { useState } from 'react';

/** An image that disappears when it cannot load (SPEC §8: broken images are hidden). */
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
  if (broken === src) return null;
  return <img src={src} alt={alt} className={className} loading={loading} onError={() => setBroken(src)} />;
}
