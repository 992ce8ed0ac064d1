import type { ReactNode } from "react";
import { buildImage } from "../../../shared/image";
import { useBlockContext } from "./context";
import type { AssetField } from "./fields";

/** An image service `<img>` with width, height and srcset; nothing when the asset is unusable. */
export function CmsImage({
  image,
  options,
  sizes,
  className,
  decorative = false,
}: {
  image: AssetField | null;
  options?: Record<string, unknown>;
  sizes?: string;
  className?: string;
  /** Text beside the image already says what it shows (a logo beside the brand's name): no alt of its own. */
  decorative?: boolean;
}): ReactNode {
  const ctx = useBlockContext();
  if (!image) return null;
  const img = buildImage(image.filename, options ?? {}, (message) => ctx.logger.warn(message));
  if (!img) return null;
  return (
    <img
      className={className}
      src={img.src}
      srcSet={img.srcSet}
      sizes={img.srcSet ? (sizes ?? "100vw") : undefined}
      width={img.width}
      height={img.height}
      loading={img.loading}
      decoding="async"
      alt={decorative ? "" : image.alt}
      title={(!decorative && image.title) || undefined}
    />
  );
}
