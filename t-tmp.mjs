import sharp from 'sharp';
const f = process.argv[2] || undefined;
const img = await sharp({ text: { text: '<span foreground="#000000">Cloud Engineering for Data &amp; AI ggg</span>', font: process.argv[3] || 'Inter Bold 60', ...(f?{fontfile: f}:{}), width: 900, rgba: true, dpi: 72 } }).flatten({background:'#fff'}).png().toFile('/tmp/meta/t-'+(f?f.split('.').pop():'none')+'.png');
console.log(f, img.width);
