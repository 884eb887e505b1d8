// Run by scripts/build.mjs: the demo stories' images, rendered once per change of their drawing.
import { demoImages } from '../demo/demo-images';
import { demoMediaDir } from '../server/build-dir';
import { renderDemoMedia } from './demo-media/render-demo-media';

const started = Date.now();
const rendered = await renderDemoMedia(demoMediaDir(), demoImages());
if (rendered > 0) console.log(`rendered ${rendered} demo images in ${Date.now() - started} ms`);
