#include "frame/WelcomeDialog.h"

#include <QCommandLinkButton>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace atlas {

WelcomeDialog::WelcomeDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("welcomeDialog"));
    setWindowTitle(tr("Welcome to the AtlasMart Idempotency Lab"));
    auto* intro = new QLabel(
        tr("<p><b>Delivery is at least once.</b> Every event in this lab can arrive twice, late, "
           "out of order, or after a crash. Watch an order backend handle it, and see which "
           "handlers converge on the same result however often an event comes.</p>"
           "<p>Where would you like to start?</p>"),
        this);
    intro->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    const auto add = [this, layout](Start start, const QString& text, const QString& description) {
        layout->addWidget(addChoice(start, text, description));
    };
    add(Start::Chapter, tr("&1  Start Chapter 10"),
        tr("Read the chapter step by step: each section plays a scenario in the lab and ends "
           "with a knowledge check."));
    add(Start::FreePlay, tr("&2  Free play with a ready order"),
        tr("An order waits for its payment. Publish, deliver, duplicate and crash events "
           "yourself, and watch the invariants."));
    add(Start::OpenSession, tr("&3  Open a session…"),
        tr("Go on with a session file you or your teacher saved."));
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    close->button(QDialogButtonBox::Close)->setText(tr("Just show me the lab"));
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(close);
    resize(560, sizeHint().height());
}

QCommandLinkButton* WelcomeDialog::addChoice(Start start, const QString& text,
                                             const QString& description)
{
    auto* button = new QCommandLinkButton(text, description, this);
    button->setObjectName(QStringLiteral("welcomeChoice%1").arg(int(start)));
    button->setToolTip(description);
    connect(button, &QCommandLinkButton::clicked, this, [this, start] {
        choice_ = start;
        accept();
    });
    buttons_.append({start, button});
    return button;
}

QCommandLinkButton* WelcomeDialog::button(Start start) const
{
    for (const auto& [s, b] : buttons_)
        if (s == start)
            return b;
    return nullptr;
}

} // namespace atlas
