#include "classroom/CreateClassDialog.h"

#include "classroom/ClassRegistry.h"
#include "classroom/ServerAddress.h"

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

bool CreateClassDialog::create()
{
    QString why;
    const auto address = ServerAddress::parse(server_->text(), &why);
    if (!address) {
        result_->setText(why);
        return false;
    }
    setCursor(Qt::WaitCursor);
    const auto code = ClassRegistry::createClass(*address, name_->text(), &why);
    unsetCursor();
    if (!code) {
        result_->setText(why);
        return false;
    }
    code_ = *code;
    result_->setText(tr("Class code: <b>%1</b><br>Learners choose Class → Join class… and type "
                        "this code with the server's address.")
                         .arg(code_));
    dashboard_->setEnabled(true);
    return true;
}

} // namespace atlas
