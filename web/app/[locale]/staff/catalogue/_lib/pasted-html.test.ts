import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './pasted-html';

// What Chrome puts on the clipboard when a heading, a bold lead, a bulleted list, a numbered list and a link are
// copied from Word for Windows (trimmed: the real <style> and <xml> blocks run to hundreds of lines).
const WORD = `<html xmlns:v="urn:schemas-microsoft-com:vml"
xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word"
xmlns="http://www.w3.org/TR/REC-html40">
<head>
<meta http-equiv=Content-Type content="text/html; charset=utf-8">
<meta name=ProgId content=Word.Document>
<meta name=Generator content="Microsoft Word 15">
<link rel=File-List href="file:///C:/Users/asha/AppData/Local/Temp/msohtmlclip1/01/clip_filelist.xml">
<!--[if gte mso 9]><xml>
 <o:OfficeDocumentSettings>
  <o:AllowPNG/>
 </o:OfficeDocumentSettings>
</xml><![endif]-->
<style>
<!--
 /* Style Definitions */
 p.MsoNormal, li.MsoNormal, div.MsoNormal
	{margin-top:0cm;
	font-family:"Calibri",sans-serif;}
-->
</style>
<!--[if gte mso 10]>
<style>
 table.MsoNormalTable {mso-style-name:"Table Normal";}
</style>
<![endif]-->
</head>

<body lang=EN-IN style='tab-interval:36.0pt;word-wrap:break-word'>
<!--StartFragment-->

<h1><span lang=EN-US>Python for data analysis<o:p></o:p></span></h1>

<p class=MsoNormal><b><span lang=EN-US style='font-size:12.0pt;line-height:107%'>What
you will learn:</span></b><span lang=EN-US> the <i>whole</i> workflow.<o:p></o:p></span></p>

<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
lang=EN-US style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:
Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=EN-US>Installing Python and Jupyter<o:p></o:p></span></p>

<p class=MsoListParagraphCxSpMiddle style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
lang=EN-US style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:
Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><b style='mso-bidi-font-weight:normal'><span lang=EN-US>pandas</span></b><span
lang=EN-US> data frames<o:p></o:p></span></p>

<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
lang=EN-US style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:
Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=EN-US>Charts with matplotlib<o:p></o:p></span></p>

<p class=MsoNormal><span lang=EN-US><o:p>&nbsp;</o:p></span></p>

<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span
lang=EN-US><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><!--[endif]--><span lang=EN-US>Load the data<o:p></o:p></span></p>

<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span
lang=EN-US><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><!--[endif]--><span lang=EN-US>Clean it<o:p></o:p></span></p>

<p class=MsoNormal><a name="_Toc1"></a><span lang=EN-US>Read the <a
href="https://pandas.pydata.org/docs/" target="_blank" class=MsoHyperlink>pandas docs</a>.<o:p></o:p></span></p>

<!--EndFragment-->
</body>

</html>`;

// Chrome's clipboard for a heading, a paragraph with bold and italic runs, a bulleted list and a link copied from
// Google Docs (each span's style cut to the properties that matter; Docs writes about a dozen).
const run = (style: string, text: string) =>
  `<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;${style}white-space:pre-wrap;">${text}</span>`;
const PARAGRAPH = '<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"';
const item = (text: string) =>
  `<li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1">${PARAGRAPH} role="presentation">` +
  `${run('font-weight:400;', text)}</p></li>`;
const DOCS =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5f1a2b3c-7fff-4d1e-9a2b-0c1d2e3f4a5b">' +
  '<h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;">' +
  `${run('font-size:16pt;font-weight:400;font-style:normal;text-decoration:none;', 'Course outline')}</h2>` +
  `${PARAGRAPH}>${run('font-weight:700;font-style:normal;text-decoration:none;', 'Week one:')}` +
  run('font-weight:400;font-style:normal;', ' the basics, ') +
  run('font-family:&quot;Times New Roman&quot;,serif;font-weight:400;font-style:italic;', 'taught live') +
  `${run('font-weight:700;font-style:italic;', ' online')}</p>` +
  `<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;">${item('Variables')}${item('Loops')}</ul>` +
  `<br>${PARAGRAPH}>${run('font-weight:400;', 'See ')}<a href="https://www.python.org/" style="text-decoration:none;">` +
  `${run('color:#1155cc;font-weight:400;text-decoration:underline;-webkit-text-decoration-skip:none;', 'python.org')}</a></p></b>` +
  '<br class="Apple-interchange-newline">';

describe('cleanPastedHtml: Word', () => {
  const clean = cleanPastedHtml(WORD);

  it('drops the head, conditional comments, <o:p>, <xml> and every attribute but href', () => {
    expect(clean).not.toMatch(/<!--|<!\[|<o:p|<xml|<style|<meta|<link|mso-|Calibri|MsoNormal/i);
    expect(clean).not.toMatch(/\s(style|class|id|lang|target|name)=/);
  });

  it('keeps headings (Heading 1 as h2), bold and italic', () => {
    expect(clean).toContain('<h2>Python for data analysis</h2>');
    expect(clean).toMatch(/<p><b>What\s+you will learn:<\/b> the <i>whole<\/i> workflow\.<\/p>/);
  });

  it('turns list paragraphs into list items without the bullet glyphs', () => {
    const items = ['Installing Python and Jupyter', '<b>pandas</b> data frames', 'Charts with matplotlib'];
    expect(clean.replace(/\s*(<\/?(?:ul|ol|li)>)\s*/g, '$1')).toContain(
      `<ul>${items.map((text) => `<li>${text}</li>`).join('')}</ul>`,
    );
    expect(clean.replace(/\s*(<\/?(?:ul|ol|li)>)\s*/g, '$1')).toContain(
      '<ol><li>Load the data</li><li>Clean it</li></ol>',
    );
    expect(clean).not.toMatch(/·|&nbsp;|1\.|Times New Roman/);
  });

  it('drops empty spacing paragraphs and keeps links with their address only', () => {
    expect(clean).not.toMatch(/<p>\s*<\/p>/);
    expect(clean).toMatch(/<p>Read the <a\s+href="https:\/\/pandas\.pydata\.org\/docs\/">pandas docs<\/a>\.<\/p>$/);
  });
});

describe('cleanPastedHtml: Google Docs', () => {
  const clean = cleanPastedHtml(DOCS);

  it('unwraps the docs-internal-guid <b>, so the paste is not all bold', () => {
    expect(clean).not.toMatch(/<b\b|docs-internal-guid|<meta/);
    expect(clean.startsWith('<h2>Course outline</h2>')).toBe(true);
  });

  it('turns bold and italic spans into <strong> and <em> before the styles go', () => {
    const paragraph =
      '<p><strong>Week one:</strong> the basics, <em>taught live</em><strong><em> online</em></strong></p>';
    expect(clean).toContain(paragraph);
    expect(clean).not.toMatch(/\s(style|class|id|dir|role|aria-level)=|<span/);
  });

  it('keeps the list and the link, without the link text underlined or a <br> between blocks', () => {
    expect(clean).toContain('<ul><li><p>Variables</p></li><li><p>Loops</p></li></ul>');
    expect(clean).toContain('</ul><p>See <a href="https://www.python.org/">python.org</a></p>');
    expect(clean).not.toMatch(/<u>|<br/);
  });
});

describe('cleanPastedHtml: other input', () => {
  it('leaves plain HTML as it is', () => {
    const html =
      '<h3>Tools</h3><p>Use <strong>git</strong> &amp; <em>GitHub</em>.</p><ol><li>Clone</li></ol><hr>' +
      '<blockquote><p>Quote</p></blockquote>';
    expect(cleanPastedHtml(html)).toBe(html);
  });

  it('drops scripts, pictures and stray end tags, and keeps text that looks like markup', () => {
    const dirty = '<p>a<script>alert(1)</script><img src="x.png" onerror="alert(2)">b</span></p>';
    expect(cleanPastedHtml(dirty)).toBe('<p>ab</p>');
    expect(cleanPastedHtml('<p>1 &lt; 2 and x<y</p>')).toBe('<p>1 &lt; 2 and x<y</p>');
  });
});
