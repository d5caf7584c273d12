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

void JsonHighlighter::setColours(const ThemeColors::Json& colours)
{
    if (colours == colours_)
        return;
    colours_ = colours;
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
        base.setBackground(colours_.changedBand);
        setFormat(0, int(text.size()), base);
    }
    for (auto it = token_.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        QTextCharFormat format = base;
        int length = int(match.capturedLength());
        if (match.capturedLength(1) > 0) {
            const bool isKey = match.capturedLength(2) > 0;
            format.setForeground(isKey ? colours_.key : colours_.string);
            if (isKey && changed)
                format.setFontWeight(QFont::Bold);
            length = int(match.capturedLength(1));
        } else {
            format.setForeground(match.capturedLength(3) > 0 ? colours_.number : colours_.literal);
        }
        setFormat(int(match.capturedStart()), length, format);
    }
}

} // namespace atlas
