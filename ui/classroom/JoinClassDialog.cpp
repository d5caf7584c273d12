#include "classroom/JoinClassDialog.h"

#include "classroom/ClassRegistry.h"
#include "postgres/ServerAddress.h"
#include "classroom/ServerCall.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace atlas {

JoinClassDialog::JoinClassDialog(const ClassMembership& current, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("joinClassDialog"));
    setWindowTitle(tr("Join a class"));
    server_ = new QLineEdit(current.serverUrl, this);
    server_->setObjectName(QStringLiteral("joinServer"));
    server_->setPlaceholderText(QStringLiteral("postgresql://learner@classroom-server:5432/atlaslab"));
    server_->setToolTip(tr("The class server your teacher named, as postgresql://user@host:port/database"));
    code_ = new QLineEdit(current.classCode, this);
    code_->setObjectName(QStringLiteral("joinCode"));
    code_->setMaxLength(ClassRegistry::kCodeLength);
    code_->setToolTip(tr("The six-character code your teacher showed"));
    learner_ = new QLineEdit(current.learner, this);
    learner_->setObjectName(QStringLiteral("joinLearner"));
    learner_->setToolTip(tr("Your name as the teacher's dashboard shows it"));
    auto* form = new QFormLayout;
    form->addRow(tr("&Server:"), server_);
    form->addRow(tr("Class c&ode:"), code_); // Alt+C is Cancel's
    form->addRow(tr("&Your name:"), learner_);

    message_ = new QLabel(tr("Your results are kept on this computer first and sent when the "
                             "server can be reached, so working offline loses nothing."),
                          this);
    message_->setObjectName(QStringLiteral("joinMessage"));
    message_->setWordWrap(true);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("&Join"));
    connect(buttons_, &QDialogButtonBox::accepted, this, &JoinClassDialog::check);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit* edit : {server_, code_, learner_})
        connect(edit, &QLineEdit::textChanged, this, &JoinClassDialog::updateButtons);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(message_);
    layout->addWidget(buttons_);
    updateButtons();
}

ClassMembership JoinClassDialog::membership() const
{
    return {server_->text().trimmed(), ClassRegistry::normalisedCode(code_->text()),
            learner_->text().trimmed()};
}

QString JoinClassDialog::message() const
{
    return message_->text();
}

void JoinClassDialog::updateButtons()
{
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(membership().isJoined() && !checking_);
}

void JoinClassDialog::check()
{
    QString why;
    const auto address = ServerAddress::parse(server_->text(), &why);
    if (!address) {
        message_->setText(why);
        return;
    }
    checking_ = true;
    updateButtons();
    message_->setText(tr("Asking %1 for the class…").arg(address->host));
    setCursor(Qt::BusyCursor);
    callServer<QString>(
        this,
        [server = *address, code = code_->text()](QString* why) {
            return ClassRegistry::className(server, code, why);
        },
        [this](const ServerAnswer<QString>& answer) {
            checking_ = false;
            unsetCursor();
            updateButtons();
            if (!answer.value) {
                message_->setText(answer.why);
                emit checked(false);
                return;
            }
            message_->setText(tr("Joined “%1”.").arg(*answer.value));
            emit checked(true);
            accept();
        });
}

} // namespace atlas
