/** A treatment page with one of everything parse-page.ts reads (parse-page.test.ts, parse-pool.test.ts). */
export const detoxPage = `<!doctype html><html lang="en"><head>
<title> Detox | Centre </title>
<meta name="description" content="Medical detox.">
<link rel="canonical" href="/detox">
<link rel="alternate" hreflang="es" href="/es/detox">
<meta name="robots" content="noindex">
<meta property="article:published_time" content="2025-01-02">
<script src="http://cdn.example.com/app.js"></script>
<link rel="stylesheet" href="http://cdn.example.com/app.css">
<script>ttq.load('X'); ttq.page();</script>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"MedicalClinic"},{"@type":"Article","author":{"@type":"Person","name":"Dr. Lee"}}]}</script>
</head><body>
<h1>Detox</h1><h2>How it works</h2>
<a href="/about#team">About</a> <a href="https://other.example/x" rel="nofollow">Other</a> <a href="mailto:a@b.c">Mail</a>
<a href="tel:+18005550100">Call 1-800-555-0100</a> or 555-201-3344.
<img src="http://cdn.example.com/a.png"><img src="/b.png" alt="B" width="10" height="20">
<form><input type="email" name="email"></form>
<p>Clinically reviewed by Dr. Ann Ray, MD. Some words.</p>
</body></html>`;
