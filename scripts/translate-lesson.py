#!/usr/bin/env python3
"""Lists and fills the per-language texts of a lesson file (docs/lesson-format.md,
"Texts in several languages").

  scripts/translate-lesson.py list LESSON.json de > todo.txt
      every text a learner reads that has no German yet, as "@@ <JSON pointer>"
      followed by its English (one line per line of markdown)
  scripts/translate-lesson.py apply LESSON.json de todo.txt
      after todo.txt's English was replaced by German: each listed field becomes
      {"en": <as it was>, "de": <the text given>} in place, leaving every other
      byte of the file as it was (so merges stay small). In markdown, a line
      "§CODE§" stands for the next fenced code block of the English, copied.

Exit status of list: 0 when nothing is missing, 1 otherwise.
"""
import json
import re
import sys


def prose_pointers(doc):
    """The JSON pointers of every text a learner reads, as LessonReader reads them."""
    out = ['/title', '/summary']
    for i, s in enumerate(doc.get('sections', [])):
        out += [f'/sections/{i}/title', f'/sections/{i}/markdown']
    for i, s in enumerate(doc.get('scenarios', [])):
        p = f'/scenarios/{i}'
        out += [p + '/title', p + '/summary']
        for side in ('left', 'right'):
            if 'label' in s.get('compare', {}).get(side, {}):
                out.append(f'{p}/compare/{side}/label')
        for j, step in enumerate(s.get('steps', [])):
            if 'narration' in step:
                out.append(f'{p}/steps/{j}/narration')
            for k, e in enumerate(step.get('expect', [])):
                if 'message' in e:
                    out.append(f'{p}/steps/{j}/expect/{k}/message')
    for i, x in enumerate(doc.get('exercises', [])):
        out += [f'/exercises/{i}/title', f'/exercises/{i}/goal']
    for i, q in enumerate(doc.get('knowledgeCheck', [])):
        p = f'/knowledgeCheck/{i}'
        out.append(p + '/question')
        if q.get('kind') == 'multiple-choice':
            out += [f'{p}/choices/{c}' for c in range(len(q.get('choices', [])))]
        out.append(p + '/explanation')
    return [p for p in out if resolve(doc, p) is not None]


def resolve(doc, pointer):
    v = doc
    for part in pointer.split('/')[1:]:
        try:
            v = v[int(part)] if isinstance(v, list) else v[part]
        except (KeyError, IndexError, ValueError, TypeError):
            return None
    return v


def spans_of(text):
    """Where each value of the JSON text starts and ends, by pointer."""
    spans = {}
    number = re.compile(r'-?[0-9.eE+-]+|true|false|null')

    def ws(i):
        while text[i] in ' \t\r\n':
            i += 1
        return i

    def string_end(i):
        j = i + 1
        while text[j] != '"':
            j += 2 if text[j] == '\\' else 1
        return j + 1

    def parse(i, ptr):
        i = ws(i)
        start, c = i, text[i]
        if c in '{[':
            close = '}' if c == '{' else ']'
            i, n = ws(i + 1), 0
            while text[i] != close:
                if c == '{':
                    end = string_end(i)
                    key = json.loads(text[i:end])
                    i = ws(end) + 1  # the colon
                    i = parse(i, ptr + '/' + key.replace('~', '~0').replace('/', '~1'))
                else:
                    i = parse(i, f'{ptr}/{n}')
                    n += 1
                i = ws(i)
                if text[i] == ',':
                    i = ws(i + 1)
            i += 1
        elif c == '"':
            i = string_end(i)
        else:
            i = number.match(text, i).end()
        spans[ptr] = (start, i)
        return i

    parse(0, '')
    return spans


def list_missing(path, language):
    doc = json.load(open(path, encoding='utf-8'))
    missing = 0
    for p in prose_pointers(doc):
        v = resolve(doc, p)
        if isinstance(v, dict):
            if language in v:
                continue
            v = v['en']
        missing += 1
        print('@@ ' + p)
        print('\n'.join(v) if isinstance(v, list) else v)
    return 1 if missing else 0


def apply(path, language, todo):
    text = open(path, encoding='utf-8').read()
    doc = json.loads(text)
    spans = spans_of(text)
    given, current = {}, None
    for line in open(todo, encoding='utf-8').read().split('\n'):
        if line.startswith('@@ '):
            current = line[3:].strip()
            given[current] = []
        elif current is not None:
            given[current].append(line)
    dumps = lambda s: json.dumps(s, ensure_ascii=False)
    edits = []
    for ptr, lines in given.items():
        while lines and lines[-1] == '':
            lines.pop()
        english = resolve(doc, ptr)
        if ptr not in spans or english is None:
            sys.exit(f'{path}: no field {ptr}')
        start, end = spans[ptr]
        line_start = text.rfind('\n', 0, start) + 1
        indent = len(text[line_start:start]) - len(text[line_start:start].lstrip(' '))
        pad = ' ' * indent
        if isinstance(english, dict):  # already per language: set this language's member
            english[language] = lines if isinstance(english['en'], list) else '\n'.join(lines)
            new = json.dumps(english, ensure_ascii=False, indent=2).replace('\n', '\n' + pad)
        elif isinstance(english, list):
            blocks, k = [], 0
            while k < len(english):
                if english[k].startswith('```'):
                    j = k + 1
                    while not english[j].startswith('```'):
                        j += 1
                    blocks.append(english[k:j + 1])
                    k = j + 1
                else:
                    k += 1
            blocks = iter(blocks)
            out = []
            for l in lines:
                out.extend(next(blocks) if l == '§CODE§' else [l])
            translated = ('[\n' + ',\n'.join(pad + '    ' + dumps(l) for l in out) + '\n' +
                          pad + '  ]')
            new = ('{\n' + pad + '  "en": ' + text[start:end].replace('\n', '\n  ') + ',\n' +
                   pad + '  ' + dumps(language) + ': ' + translated + '\n' + pad + '}')
        else:
            if len(lines) != 1:
                sys.exit(f'{path}: {ptr} is one line of text, but {len(lines)} were given')
            new = '{"en": ' + text[start:end] + ', ' + dumps(language) + ': ' + dumps(lines[0]) + '}'
        edits.append((start, end, new))
    for start, end, new in sorted(edits, reverse=True):
        text = text[:start] + new + text[end:]
    json.loads(text)
    open(path, 'w', encoding='utf-8').write(text)
    print(f'{path}: {len(edits)} texts in {language}')
    return 0


if __name__ == '__main__':
    if len(sys.argv) == 4 and sys.argv[1] == 'list':
        sys.exit(list_missing(sys.argv[2], sys.argv[3]))
    if len(sys.argv) == 5 and sys.argv[1] == 'apply':
        sys.exit(apply(sys.argv[2], sys.argv[3], sys.argv[4]))
    sys.exit(__doc__)
