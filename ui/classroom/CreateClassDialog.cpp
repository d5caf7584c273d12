#include "classroom/CreateClassDialog.h"

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

CreateClassDialog::CreateClassDialog(const QString& serverUrl, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("createClassDialog"));
    setWindowTitle(tr("Create a class"));
    server_ = new QLineEdit(serverUrl, this);
    server_->setObjectName(QStringLiteral("createServer"));
    server_->setPlaceholderText(QStringLiteral("postgresql://teacher@classroom-server:5432/atlaslab"));
    server_->setToolTip(tr("The class server, as postgresql://user@host:port/database (README: "
                           "A class on a shared PostgreSQL server)"));
    name_ = new QLineEdit(this);
    name_->setObjectName(QStringLiteral("createName"));
    name_->setToolTip(tr("A name for the class, e.g. Chapter 10, Tuesday group"));
    auto* form = new QFormLayout;
    form->addRow(tr("&Server:"), server_);
    form->addRow(tr("Class &name:"), name_);
    result_ = new QLabel(tr("The first class on a server also creates its tables."), this);
    result_->setObjectName(QStringLiteral("createResult"));
    result_->setWordWrap(true);
    result_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    create_ = buttons->addButton(tr("C&reate"), QDialogButtonBox::ActionRole);
    create_->setDefault(true);
    dashboard_ = buttons->addButton(tr("Open &dashboard"), QDialogButtonBox::ActionRole);
    dashboard_->setEnabled(false);
    connect(create_, &QPushButton::clicked, this, &CreateClassDialog::create);
    connect(dashboard_, &QPushButton::clicked, this, [this] {
        emit dashboardRequested(this->serverUrl(), code_);
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(result_);
    layout->addWidget(buttons);
}

QString CreateClassDialog::serverUrl() const
{
    return server_->text().trimmed();
}

void CreateClassDialog::create()
{
    QString why;
    const auto address = ServerAddress::parse(server_->text(), &why);
    if (!address) {
        result_->setText(why);
        return;
    }
    create_->setEnabled(false);
    result_->setText(tr("Creating the class on %1…").arg(address->host));
    setCursor(Qt::BusyCursor);
    callServer<QString>(
        this,
        [server = *address, name = name_->text()](QString* why) {
            return ClassRegistry::createClass(server, name, why);
        },
        [this](const ServerAnswer<QString>& answer) {
            unsetCursor();
            create_->setEnabled(true);
            if (!answer.value) {
                result_->setText(answer.why);
                emit answered(false);
                return;
            }
            code_ = *answer.value;
            result_->setText(tr("Class code: <b>%1</b><br>Learners choose Class → Join class… "
                                "and type this code with the server's address.")
                                 .arg(code_));
            dashboard_->setEnabled(true);
            emit answered(true);
        });
}

} // namespace atlas
