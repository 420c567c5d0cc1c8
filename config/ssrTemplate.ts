/**
 * The HTML page template (Docusaurus `ssrTemplate`): the stock one, except for how the app's
 * scripts start.
 *
 * Stock pages load them with `<script defer>` in the head. A deferred script runs as soon as the
 * HTML is parsed, and on a fast connection that can be before the browser has painted anything:
 * the first paint then waits for main.js to run, and for the first render it starts. Here the head
 * preloads the same files (they download as early as before), and a short inline script at the end
 * of the body adds them, in order, just after the first frame is painted (at once in a hidden tab,
 * where no frame comes). The page shows its prerendered content first, then becomes interactive.
 * A second inline script makes the search shortcut work before the app does (config/earlyShortcut.ts).
 */
import {earlyShortcutScript} from './earlyShortcut';

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${earlyShortcutScript()}</script>
    <script data-app-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">(function(d){var c=d.currentScript,u=c.getAttribute('data-app-scripts').split(' ');function s(){u.forEach(function(x){var e=d.createElement('script');e.src=x;e.async=false;d.body.appendChild(e)})}d.visibilityState==='hidden'?s():requestAnimationFrame(function(){setTimeout(s,0)})})(document)</script>
  </body>
</html>
`;
