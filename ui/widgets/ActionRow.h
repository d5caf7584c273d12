#pragma once

#include <QList>
#include <QString>
#include <QWidget>

class QAction;
class QLabel;
class QMenu;
class QToolButton;

namespace atlas {

// A titled row of framed buttons, one per action, that wraps onto more lines
// when the panel is narrow (FlowLayout) instead of clipping the last
// buttons. Past `maxLines` lines the trailing buttons move into a "More"
// menu, so a short dock keeps room for its table. Each button follows its
// action: text, tooltip, enabled state. Framed, because on a projector flat
// tool buttons do not read as buttons.
class ActionRow : public QWidget
{
    Q_OBJECT
public:
    explicit ActionRow(const QString& title, QWidget* parent = nullptr, int maxLines = 2);

    void addActions(const QList<QAction*>& actions);
    void addWidget(QWidget* widget);
    QLabel* titleLabel() const { return title_; }
    QToolButton* moreButton() const { return more_; }
    // The actions that did not fit and sit in the More menu now.
    QList<QAction*> overflowActions() const;

    // The row's minimum height follows its width (the lines it needs, at
    // most maxLines), so layouts above it need no height-for-width.
    bool hasHeightForWidth() const override { return false; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void fit(int width);
    int capHeight() const; // maxLines_ lines of the tallest item

    QLabel* title_ = nullptr;
    QToolButton* more_ = nullptr;
    QMenu* moreMenu_ = nullptr;
    QList<QToolButton*> buttons_;
    int maxLines_;
    int fittedWidth_ = -1;
};

} // namespace atlas
