import {chromium} from '@playwright/test';
const b = await chromium.launch({executablePath:'/usr/bin/chromium', args:['--no-sandbox','--disable-gpu','--disable-background-networking']});
const ctx = await b.newContext({viewport:{width:390,height:844}, isMobile:true, hasTouch:true});
const p = await ctx.newPage();
for (const path of process.argv.slice(3)) {
await p.goto(process.argv[2]+path);
await p.locator('html[data-has-hydrated="true"]').waitFor({state:'attached'});
console.log(path, JSON.stringify(await p.evaluate(()=>{ const W=document.documentElement.clientWidth; const out=[]; for (const e of document.querySelectorAll('body *')) { const r=e.getBoundingClientRect(); if (r.right>392 && getComputedStyle(e).position!=='absolute' && !e.closest('.katex-mathml')) { let a=e.parentElement, clipped=false; while(a){ const o=getComputedStyle(a).overflowX; if(o!=='visible'){clipped=true;break} a=a.parentElement;} if(!clipped) out.push(e.tagName+'.'+String(e.className).slice(0,30)+':'+Math.round(r.right)); } } return [innerWidth, document.documentElement.scrollWidth, out.slice(0,6)]})));
}
await b.close();
