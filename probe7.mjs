import {chromium} from '@playwright/test';
const b = await chromium.launch({executablePath:'/usr/bin/chromium', args:['--no-sandbox','--disable-gpu','--disable-background-networking']});
const ctx = await b.newContext({viewport:{width:390,height:844}, isMobile:true, hasTouch:true});
const p = await ctx.newPage();
await p.goto(process.argv[2]);
await p.locator('html[data-has-hydrated="true"]').waitFor({state:'attached'});
console.log(await p.evaluate(()=>{ const r=[]; window.scrollTo(0,1000); r.push(scrollY); window.scrollTo(0,0); const h=document.getElementById("the-problem-the-chain-solves"); h.scrollIntoView(); r.push(scrollY); let e=h; const chain=[]; while(e){ const cs=getComputedStyle(e); if(cs.overflow!=='visible'||cs.overflowX!=='visible'||cs.contain!=='none'||cs.position!=='static') chain.push((e.className||e.tagName)+'|'+cs.overflow+'|'+cs.contain+'|'+cs.position); e=e.parentElement;} r.push(chain); r.push(innerWidth, document.documentElement.scrollWidth); return r;}));
await b.close();
