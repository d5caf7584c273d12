#include "rules/RulesTextView.h"

#include "frame/ThemeColors.h"
#include "rules/RulesSet.h"

#include <QFontDatabase>
#include <QTextBlock>
#include <QTextDocument>

namespace atlas {

RulesTextView::RulesTextView(QWidget* parent) : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setToolTip(tr("The security rules client requests are checked against. The line of the "
                  "allow statement that decided the selected request is highlighted."));
}

void RulesTextView::setRules(const RulesSet& rules)
{
    lines_ = QString::fromStdString(rules.text()).split(u'\n');
    if (!lines_.isEmpty() && lines_.back().isEmpty())
        lines_.removeLast();
    const int width = static_cast<int>(QString::number(lines_.size()).size());
    QStringList numbered;
    for (int i = 0; i < lines_.size(); ++i)
        numbered << QStringLiteral("%1  %2").arg(i + 1, width).arg(lines_[i]);
    setPlainText(numbered.join(u'\n'));
    line_ = 0;
    paintHighlight();
}

QString RulesTextView::lineText(int line) const
{
    return line >= 1 && line <= lines_.size() ? lines_[line - 1] : QString();
}

void RulesTextView::highlightLine(int line, bool allowed)
{
    line_ = line;
    allowed_ = allowed;
    paintHighlight();
    if (line_ <= 0)
        return;
    QTextCursor cursor(document()->findBlockByNumber(line_ - 1));
    setTextCursor(cursor);
    centerCursor();
}

void RulesTextView::paintHighlight()
{
    QList<QTextEdit::ExtraSelection> selections;
    if (line_ > 0) {
        QTextEdit::ExtraSelection s;
        s.cursor = QTextCursor(document()->findBlockByNumber(line_ - 1));
        s.format.setBackground(ThemeColors::tint(allowed_ ? Tone::Good : Tone::Bad, palette()));
        s.format.setProperty(QTextFormat::FullWidthSelection, true);
        s.format.setFontWeight(QFont::Bold);
        selections << s;
    }
    setExtraSelections(selections);
}

void RulesTextView::changeEvent(QEvent* event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        paintHighlight();
}

} // namespace atlas
