import {chromium} from '@playwright/test';
const b = await chromium.launch({executablePath:'/usr/bin/chromium', args:['--no-sandbox','--disable-gpu','--disable-background-networking']});
const ctx = await b.newContext({viewport:{width:390,height:844}, isMobile:true, hasTouch:true});
const p = await ctx.newPage(); p.on('pageerror', e=>console.log('PAGEERROR', String(e).slice(0,300))); p.on('console', m=>console.log('CONSOLE', m.type(), m.text().slice(0,300)));
await p.goto(process.argv[2]);
await p.locator('html[data-has-hydrated="true"]').waitFor({state:'attached'});
await p.locator('.theme-doc-toc-mobile button').first().click();
await p.waitForTimeout(500);
await p.evaluate(()=>{ window.__log=[]; const t0=performance.now(); const f=()=>{ const el=document.getElementById('the-problem-the-chain-solves'); window.__log.push([Math.round(performance.now()-t0), scrollY, document.documentElement.scrollHeight, Math.round(el.getBoundingClientRect().top)]); if(performance.now()-t0<1500) requestAnimationFrame(f)}; requestAnimationFrame(f); const origScrollTo=window.scrollTo; window.scrollTo=function(...a){ window.__log.push(['scrollTo', JSON.stringify(a), new Error().stack.split('\n').slice(2,4).join('|')]); return origScrollTo.apply(this,a)}; });
await p.locator('.theme-doc-toc-mobile a[href="#the-problem-the-chain-solves"]').click();
await p.waitForTimeout(1700); console.log(await p.evaluate(()=>{const h=document.getElementById("the-problem-the-chain-solves"); h.scrollIntoView(); return [scrollY, getComputedStyle(document.documentElement).overflow, getComputedStyle(document.body).overflow, document.scrollingElement.scrollTop, [...document.querySelectorAll("*")].filter(e=>e.scrollTop>0).map(e=>e.className+":"+e.scrollTop).slice(0,5)]})); console.log(await p.evaluate(()=>location.hash), await p.evaluate(()=>{const a=document.querySelector(".theme-doc-toc-mobile a[href=\"#the-problem-the-chain-solves\"]"); const r=a.getBoundingClientRect(); return [r.top,r.height, document.elementFromPoint(r.left+5,r.top+r.height/2)?.outerHTML.slice(0,120)]}));
const log = await p.evaluate(()=>window.__log); let last=''; for (const l of log){ const s=JSON.stringify(l.slice(1)); if (s!==last) console.log(JSON.stringify(l)); last=s; }
await b.close();
