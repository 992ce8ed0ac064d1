/** Demo images and files, addressed like Storyblok assets under the emulator's asset base. */
export interface DemoAsset {
  filename: string;
  alt: string;
}

const IMAGES: [string, number, number, string][] = [
  ["reactor-hall", 1600, 900, "Stainless steel reactors in a production hall"],
  ["foam-lab", 1600, 900, "Lab technician testing a polyurethane foam sample"],
  ["silica-powder", 1600, 900, "Fumed silica powder on a laboratory spatula"],
  ["polymer-granules", 1600, 900, "High-performance polymer granules"],
  ["coating-panel", 1200, 800, "Coated test panels in a weathering chamber"],
  ["bridge-concrete", 1200, 800, "Concrete bridge protected against chlorides"],
  ["lab-glassware", 1200, 800, "Methacrylate monomers in laboratory glassware"],
  ["contact-portrait", 400, 400, "Portrait of a technical sales contact"],
  ["brand-logo", 320, 80, "Brand logo"],
];

const hash = (name: string) =>
  [...name].reduce((h, c) => (Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0) as number, 2166136261).toString(16);

export function demoAssets(assetBase: string) {
  const image = (name: string): DemoAsset => {
    const spec = IMAGES.find((i) => i[0] === name) ?? IMAGES[0];
    const [n, w, hgt, alt] = spec as [string, number, number, string];
    return { filename: `${assetBase}/f/100000/${w}x${hgt}/${hash(n)}/${n}.png`, alt };
  };
  const file = (name: string) => `${assetBase}/f/100000/${hash(name)}/${name}.pdf`;
  const all = () => IMAGES.map(([n]) => ({ filename: image(n).filename, contentType: "image/png", alt: image(n).alt }));
  return { image, file, all };
}
