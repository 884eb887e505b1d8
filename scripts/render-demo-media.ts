// Run by scripts/build.mjs: the demo stories' images, rendered once per change of their drawing.
import { DEMO_MEDIA_DIR, demoImages } from '../server/services/demo-images';
import { renderDemoMedia } from './demo-media/render-demo-media';

const started = Date.now();
const rendered = await renderDemoMedia(DEMO_MEDIA_DIR, demoImages());
if (rendered > 0) console.log(`rendered ${rendered} demo images in ${Date.now() - started} ms`);
