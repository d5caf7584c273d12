#pragma once

#include <QPlainTextEdit>

namespace atlas {

class RulesSet;

// The active security rules, read-only, each line numbered as the verdicts
// number them; the deciding allow statement's line is highlighted in the
// verdict's tone (Good for allowed, Bad for denied) and scrolled into view.
class RulesTextView : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit RulesTextView(QWidget* parent = nullptr);

    void setRules(const RulesSet& rules);
    // 1-based; 0 clears the highlight.
    void highlightLine(int line, bool allowed);
    int highlightedLine() const { return line_; }
    // The rules' own text of a 1-based line (without its number).
    QString lineText(int line) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void paintHighlight();

    QStringList lines_;
    int line_ = 0;
    bool allowed_ = false;
};

} // namespace atlas
