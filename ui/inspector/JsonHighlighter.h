#pragma once

#include "frame/ThemeColors.h"

#include <QRegularExpression>
#include <QStringList>
#include <QSyntaxHighlighter>

namespace atlas {

// Colours pretty-printed JSON (two-space indent, one member per line, as
// nlohmann's dump(2) writes it) and lays a band behind every line of the
// top-level fields the last commit changed, nested lines included.
class JsonHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    explicit JsonHighlighter(QTextDocument* document);

    void setChangedFields(const QStringList& fields);
    QStringList changedFields() const { return changed_; }
    // The colours for the palette the text is shown on (ThemeColors::json).
    void setColours(const ThemeColors::Json& colours);

protected:
    void highlightBlock(const QString& text) override;

private:
    enum BlockState { Plain = 0, InChangedField = 1 };

    QStringList changed_;
    ThemeColors::Json colours_;
    QRegularExpression topLevelKey_;
    QRegularExpression token_;
};

} // namespace atlas
