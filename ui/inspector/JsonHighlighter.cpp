#include "inspector/JsonHighlighter.h"

namespace atlas {

JsonHighlighter::JsonHighlighter(QTextDocument* document)
    : QSyntaxHighlighter(document), topLevelKey_(QStringLiteral(R"re(^  "((?:[^"\\]|\\.)*)":)re")),
      // A key (string before a colon), a string, a number or a literal.
      token_(QStringLiteral(
          R"re(("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b)re"))
{
}

void JsonHighlighter::setChangedFields(const QStringList& fields)
{
    if (fields == changed_)
        return;
    changed_ = fields;
    rehighlight();
}

void JsonHighlighter::setDark(bool dark)
{
    if (dark == dark_)
        return;
    dark_ = dark;
    rehighlight();
}

void JsonHighlighter::highlightBlock(const QString& text)
{
    bool changed = previousBlockState() == InChangedField;
    if (const auto key = topLevelKey_.match(text); key.hasMatch())
        changed = changed_.contains(key.captured(1));
    else if (text.startsWith(QLatin1Char('}')))
        changed = false; // the document's closing brace
    setCurrentBlockState(changed ? InChangedField : Plain);

    QTextCharFormat base;
    if (changed) {
        base.setBackground(dark_ ? QColor(0x5c, 0x47, 0x08) : QColor(0xff, 0xe6, 0x9c));
        setFormat(0, int(text.size()), base);
    }
    const QColor keyColor = dark_ ? QColor(0x8c, 0xbc, 0xff) : QColor(0x1b, 0x4a, 0x9a);
    const QColor stringColor = dark_ ? QColor(0xa0, 0xe6, 0xae) : QColor(0x11, 0x6a, 0x30);
    const QColor numberColor = dark_ ? QColor(0xff, 0xb8, 0x80) : QColor(0x9a, 0x3c, 0x00);
    const QColor literalColor = dark_ ? QColor(0xdc, 0xaa, 0xff) : QColor(0x76, 0x2c, 0x9c);
    for (auto it = token_.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        QTextCharFormat format = base;
        int length = int(match.capturedLength());
        if (match.capturedLength(1) > 0) {
            const bool isKey = match.capturedLength(2) > 0;
            format.setForeground(isKey ? keyColor : stringColor);
            if (isKey && changed)
                format.setFontWeight(QFont::Bold);
            length = int(match.capturedLength(1));
        } else {
            format.setForeground(match.capturedLength(3) > 0 ? numberColor : literalColor);
        }
        setFormat(int(match.capturedStart()), length, format);
    }
}

} // namespace atlas
