import {chromium} from '@playwright/test';
const b = await chromium.launch({executablePath:'/usr/bin/chromium', args:['--no-sandbox','--disable-gpu','--disable-background-networking']});
const ctx = await b.newContext({viewport:{width:390,height:844}, isMobile:true, hasTouch:true});
const p = await ctx.newPage();
for (const path of process.argv.slice(3)) {
await p.goto(process.argv[2]+path);
await p.locator('html[data-has-hydrated="true"]').waitFor({state:'attached'});
console.log(path, JSON.stringify(await p.evaluate(()=>{ const vw=390; return [...document.querySelectorAll('.markdown *')].filter(e=>e.getBoundingClientRect().right>vw+1 && !e.closest('.katex-display,pre,table,.docusaurus-mermaid-container')).slice(0,5).map(e=>e.tagName+'.'+(e.className||'').toString().slice(0,40)+':'+Math.round(e.getBoundingClientRect().right))})));
}
await b.close();
