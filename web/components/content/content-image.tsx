import Image, { type ImageProps } from 'next/image';
import { isSvg } from '@/components/ui/is-svg';
import type { ContentImage as ContentImageValue } from '@/lib/content';

type Props = Omit<ImageProps, 'src' | 'alt'> & {
  image: ContentImageValue;
  /** Overrides the Studio's alternative text, for example '' where a caption already says it all. */
  alt?: string;
};

/** An image managed in the Studio, at its stored size unless width/height or fill say otherwise. */
export function ContentImage({ image, alt, unoptimized, width, height, ...props }: Props) {
  const size = props.fill ? {} : { width: width ?? image.width, height: height ?? image.height };
  return (
    <Image {...props} {...size} src={image.url} alt={alt ?? image.alt} unoptimized={unoptimized || isSvg(image.url)} />
  );
}
