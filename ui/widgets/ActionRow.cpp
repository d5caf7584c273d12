#include "widgets/ActionRow.h"

#include "widgets/FlowLayout.h"

#include <QAction>
#include <QEvent>
#include <QLabel>
#include <QMenu>
#include <QResizeEvent>
#include <QToolButton>

#include <algorithm>

namespace atlas {

ActionRow::ActionRow(const QString& title, QWidget* parent, int maxLines)
    : QWidget(parent), maxLines_(std::max(1, maxLines))
{
    auto* layout = new FlowLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    if (!title.isEmpty()) {
        title_ = new QLabel(title, this);
        layout->addWidget(title_);
    }
    moreMenu_ = new QMenu(this);
    moreMenu_->setToolTipsVisible(true);
    more_ = new QToolButton(this);
    more_->setObjectName(QStringLiteral("moreButton"));
    more_->setText(tr("More"));
    more_->setToolTip(tr("The actions that do not fit in this row"));
    more_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    more_->setPopupMode(QToolButton::InstantPopup);
    more_->setMenu(moreMenu_);
    more_->hide();
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void ActionRow::addActions(const QList<QAction*>& actions)
{
    for (QAction* action : actions) {
        auto* button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setObjectName(action->objectName() + QStringLiteral("Button"));
        // The More button stays last.
        layout()->removeWidget(more_);
        layout()->addWidget(button);
        layout()->addWidget(more_);
        buttons_ << button;
    }
    fittedWidth_ = -1;
}

void ActionRow::addWidget(QWidget* widget)
{
    widget->setParent(this);
    layout()->removeWidget(more_);
    layout()->addWidget(widget);
    layout()->addWidget(more_);
    fittedWidth_ = -1;
}

QList<QAction*> ActionRow::overflowActions() const
{
    return moreMenu_->actions();
}

int ActionRow::capHeight() const
{
    int line = 0;
    for (int i = 0; i < layout()->count(); ++i)
        if (const QWidget* widget = layout()->itemAt(i)->widget())
            line = std::max(line, widget->sizeHint().height());
    return maxLines_ * line + (maxLines_ - 1) * layout()->spacing();
}

void ActionRow::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (event->size().width() != fittedWidth_)
        fit(event->size().width());
}

void ActionRow::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        fittedWidth_ = -1;
        fit(width());
    }
}

void ActionRow::fit(int width)
{
    fittedWidth_ = width;
    const int limit = capHeight();
    auto* flow = static_cast<FlowLayout*>(layout());
    for (QToolButton* button : buttons_)
        button->setVisible(true);
    more_->setVisible(false);
    moreMenu_->clear();
    if (flow->heightForWidth(width) > limit) {
        more_->setVisible(true);
        for (qsizetype i = buttons_.size() - 1; i >= 0; --i) {
            buttons_[i]->setVisible(false);
            if (flow->heightForWidth(width) <= limit)
                break;
        }
        for (QToolButton* button : buttons_)
            if (button->isHidden())
                moreMenu_->addAction(button->defaultAction());
    }
    setFixedHeight(flow->heightForWidth(width));
}

} // namespace atlas
