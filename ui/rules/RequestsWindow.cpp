#include "rules/RequestsWindow.h"

#include "deliveries/MessageLine.h"
#include "frame/ActionHelp.h"
#include "frame/ThemeColors.h"
#include "lab/Lab.h"
#include "rules/RulesSet.h"
#include "rules/RulesTextView.h"
#include "rules/RulesVerdict.h"
#include "store/json/JsonParser.h"
#include "widgets/ActionRow.h"

#include <QAction>
#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace atlas {
namespace {

QString verdictLine(const RulesVerdict& v)
{
    const QString who = v.request.uid ? QString::fromStdString(*v.request.uid)
                                      : RequestsWindow::tr("signed out");
    return (v.allowed ? RequestsWindow::tr("✓ allowed") : RequestsWindow::tr("✗ denied")) +
           QStringLiteral("  ") + QString::fromStdString(rulesmethod::toString(v.request.method)) +
           QStringLiteral(" /") + QString::fromStdString(v.request.path) + QStringLiteral("  (") +
           who + u')';
}

QString html(const std::string& text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

} // namespace

RequestsWindow::RequestsWindow(Lab& lab, QWidget* parent)
    : QWidget(parent), lab_(lab), messageLine_(new MessageLine(this)), run_(lab, *messageLine_),
      signedOut_(new QRadioButton(tr("Signed o&ut"), this)),
      signedIn_(new QRadioButton(tr("Signed &in as"), this)), uid_(new QLineEdit(this)),
      op_(new QComboBox(this)), path_(new QLineEdit(this)), data_(new QPlainTextEdit(this)),
      send_(new QAction(tr("Send"), this)), list_(new QListWidget(this)), detail_(new QLabel(this)),
      rules_(new RulesTextView(this))
{
    setWindowTitle(tr("Client requests and security rules"));
    setObjectName(QStringLiteral("requestsWindow"));

    auto* who = new QButtonGroup(this);
    who->addButton(signedOut_);
    who->addButton(signedIn_);
    signedOut_->setObjectName(QStringLiteral("signedOutButton"));
    signedIn_->setObjectName(QStringLiteral("signedInButton"));
    signedOut_->setToolTip(tr("A client with no one signed in: request.auth is null"));
    signedIn_->setToolTip(tr("A client signed in as this uid: request.auth.uid"));
    signedIn_->setChecked(true);
    uid_->setObjectName(QStringLiteral("uidEdit"));
    uid_->setText(QStringLiteral("cust-1"));
    uid_->setToolTip(tr("The signed-in user's uid (request.auth.uid)"));
    op_->setObjectName(QStringLiteral("opBox"));
    for (const char* op : {"get", "list", "create", "update", "delete"})
        op_->addItem(QString::fromLatin1(op));
    op_->setToolTip(tr("What the client asks for: get and list read (rules: read), create, "
                       "update and delete write (rules: write)"));
    path_->setObjectName(QStringLiteral("pathEdit"));
    path_->setText(QStringLiteral("orders/ord-1"));
    path_->setToolTip(tr("The document's path, such as orders/ord-1; for a list, the "
                         "collection, such as orders"));
    data_->setObjectName(QStringLiteral("dataEdit"));
    data_->setPlaceholderText(QStringLiteral("{\"name\": \"Ada\"}"));
    data_->setToolTip(tr("For create and update: the fields the client writes, as a JSON "
                         "object (request.resource.data)"));
    data_->setMaximumHeight(data_->fontMetrics().lineSpacing() * 5);
    data_->setTabChangesFocus(true); // Tab leaves it for the list and the rules
    send_->setObjectName(QStringLiteral("sendRequestAction"));
    send_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    send_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    send_->setToolTip(tr("Send the request as this client (Ctrl+Return): the rules decide, "
                         "and an allowed write changes the lab's store"));
    addAction(send_);
    connect(send_, &QAction::triggered, this, &RequestsWindow::send);
    addCloseAction(this, "closeRequestsAction",
                   {QKeySequence(Qt::CTRL | Qt::Key_W), QKeySequence(Qt::Key_Escape)});
    connect(op_, &QComboBox::currentIndexChanged, this, &RequestsWindow::updateForm);
    connect(signedIn_, &QRadioButton::toggled, this, &RequestsWindow::updateForm);

    auto* note = new QLabel(
        tr("You are a <b>client app</b> here: every request goes through the security rules. "
           "The lab's handlers write <b>workflowEvents</b>, orders and the outbox with server "
           "credentials: server SDKs bypass security rules (IAM governs them), so nothing on "
           "this page stops them."),
        this);
    note->setObjectName(QStringLiteral("serverBypassNote"));
    note->setWordWrap(true);

    auto* signIn = new QHBoxLayout;
    signIn->addWidget(signedIn_);
    signIn->addWidget(uid_, 1);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Client:"), signedOut_);
    form->addRow(QString(), signIn);
    form->addRow(tr("&Operation:"), op_);
    form->addRow(tr("Pa&th:"), path_);
    form->addRow(tr("&Data:"), data_);
    auto* actions = new ActionRow(QString(), this, 1);
    actions->addActions({send_});
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(form);
    leftLayout->addWidget(actions);
    leftLayout->addWidget(messageLine_);
    leftLayout->addStretch(1);

    list_->setObjectName(QStringLiteral("requestList"));
    list_->setToolTip(tr("Every request so far, newest last; select one to see the rule that "
                         "decided it"));
    detail_->setObjectName(QStringLiteral("verdictDetail"));
    detail_->setWordWrap(true);
    detail_->setTextFormat(Qt::RichText);
    detail_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    detail_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* middle = new QSplitter(Qt::Vertical, this);
    middle->addWidget(list_);
    middle->addWidget(detail_);
    middle->setStretchFactor(0, 2);
    middle->setStretchFactor(1, 1);
    connect(list_, &QListWidget::currentRowChanged, this, &RequestsWindow::showSelected);

    rules_->setObjectName(QStringLiteral("rulesText"));
    auto* columns = new QSplitter(Qt::Horizontal, this);
    columns->addWidget(left);
    columns->addWidget(middle);
    columns->addWidget(rules_);
    columns->setStretchFactor(0, 2);
    columns->setStretchFactor(1, 3);
    columns->setStretchFactor(2, 4);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(note);
    layout->addWidget(columns, 1);

    connect(&lab_, &Lab::commandExecuted, this, &RequestsWindow::refresh);
    connect(&lab_, &Lab::worldRebuilt, this, [this] {
        shownRules_ = nullptr;
        list_->clear();
        refresh();
    });
    updateForm();
    refresh();
}

void RequestsWindow::updateForm()
{
    const QString op = op_->currentText();
    data_->setEnabled(op == u"create" || op == u"update");
    uid_->setEnabled(signedIn_->isChecked());
}

void RequestsWindow::send()
{
    Json args = Json::object();
    args["op"] = op_->currentText().toStdString();
    args["path"] = path_->text().trimmed().toStdString();
    args["uid"] = signedIn_->isChecked() ? Json(uid_->text().trimmed().toStdString()) : Json(nullptr);
    if (data_->isEnabled()) {
        const std::string text = data_->toPlainText().trimmed().toStdString();
        JsonParser::Failure failure;
        const auto data = JsonParser::parse(text.empty() ? std::string("{}") : text, &failure);
        if (!data || !data->is_object()) {
            messageLine_->showError(
                tr("The data is not a JSON object: %1")
                    .arg(data ? tr("it is not an object")
                              : QString::fromStdString(JsonParser::describe(failure))));
            return;
        }
        args["data"] = *data;
    }
    if (run_("clientRequest", args))
        list_->setCurrentRow(list_->count() - 1);
}

void RequestsWindow::refresh()
{
    if (shownRules_ != &lab_.rules()) {
        shownRules_ = &lab_.rules();
        rules_->setRules(lab_.rules());
    }
    const auto& requests = lab_.clientRequests();
    while (list_->count() > static_cast<int>(requests.size()))
        delete list_->takeItem(list_->count() - 1);
    const QPalette& p = palette();
    for (int i = 0; i < static_cast<int>(requests.size()); ++i) {
        QListWidgetItem* item = list_->item(i);
        if (!item)
            item = new QListWidgetItem(list_);
        const RulesVerdict& v = requests[static_cast<std::size_t>(i)];
        item->setText(verdictLine(v));
        item->setToolTip(QString::fromStdString(v.reason));
        item->setForeground(ThemeColors::text(v.allowed ? Tone::Good : Tone::Bad, p));
    }
    showSelected();
}

void RequestsWindow::showSelected()
{
    const int row = list_->currentRow();
    const auto& requests = lab_.clientRequests();
    if (row < 0 || row >= static_cast<int>(requests.size())) {
        detail_->setText(requests.empty() ? tr("No request yet: choose who you are, an "
                                               "operation and a path, then press Send.")
                                          : tr("Select a request to see why."));
        rules_->highlightLine(0, false);
        return;
    }
    const RulesVerdict& v = requests[static_cast<std::size_t>(row)];
    QString text = QStringLiteral("<b>%1</b><br>%2").arg(verdictLine(v).toHtmlEscaped(), html(v.reason));
    if (v.decidedBy)
        text += QStringLiteral("<br>") +
                tr("Deciding rule: line %1, column %2: <code>%3</code>")
                    .arg(v.decidedBy->line)
                    .arg(v.decidedBy->column)
                    .arg(html(v.decidedBy->statement));
    else
        text += QStringLiteral("<br>") + tr("No allow statement covers this path and operation: "
                                            "nothing is allowed by default.");
    if (v.considered.size() > 1) {
        text += QStringLiteral("<br>") + tr("Rules that applied (any true one allows):");
        for (const RulesConsidered& c : v.considered)
            text += QStringLiteral("<br>&nbsp;&nbsp;") +
                    tr("line %1: %2").arg(c.line).arg(html(
                        c.result == RulesConsidered::Result::True ? std::string("true") : c.why));
    }
    detail_->setText(text);
    rules_->highlightLine(v.decidedBy ? v.decidedBy->line : 0, v.allowed);
}

void RequestsWindow::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        refresh();
}

} // namespace atlas
