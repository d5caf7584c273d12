#include "classroom/DashboardWindow.h"

#include "classroom/ClassRegistry.h"
#include "classroom/DashboardColours.h"
#include "classroom/DashboardCsv.h"
#include "classroom/DashboardModel.h"
#include "postgres/ServerAddress.h"
#include "frame/ActionHelp.h"
#include "widgets/ActionRow.h"

#include <QAction>
#include <QDir>
#include <QTime>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QVBoxLayout>

namespace atlas {

DashboardWindow::DashboardWindow(QWidget* parent)
    : QWidget(parent, Qt::Window), model_(new DashboardModel(this)), colours_(new DashboardColours(this))
{
    setObjectName(QStringLiteral("dashboardWindow"));
    setWindowTitle(tr("Instructor dashboard"));
    colours_->setSourceModel(model_);
    colours_->setPalette(palette());

    server_ = new QLineEdit(this);
    server_->setObjectName(QStringLiteral("dashboardServer"));
    server_->setPlaceholderText(QStringLiteral("postgresql://teacher@classroom-server:5432/atlaslab"));
    server_->setToolTip(tr("The class server, as postgresql://user@host:port/database"));
    code_ = new QLineEdit(this);
    code_->setObjectName(QStringLiteral("dashboardCode"));
    code_->setMaxLength(ClassRegistry::kCodeLength);
    code_->setToolTip(tr("The class code Class → Create class… showed"));
    auto* form = new QFormLayout;
    form->addRow(tr("&Server:"), server_);
    form->addRow(tr("Class &code:"), code_);

    connect_ = new QAction(tr("&Connect"), this);
    connect_->setObjectName(QStringLiteral("actionDashboardConnect"));
    connect_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    setActionHelp(connect_, tr("Connect: open the class and follow it live"));
    connect(connect_, &QAction::triggered, this, &DashboardWindow::connectToClass);
    refresh_ = new QAction(tr("&Refresh"), this);
    refresh_->setObjectName(QStringLiteral("actionDashboardRefresh"));
    refresh_->setShortcut(QKeySequence::Refresh);
    setActionHelp(refresh_, tr("Refresh: read the class again (it also refreshes by itself on every upload)"));
    connect(refresh_, &QAction::triggered, model_, &DashboardModel::refresh);
    export_ = new QAction(tr("&Export CSV…"), this);
    export_->setObjectName(QStringLiteral("actionDashboardExport"));
    export_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    setActionHelp(export_, tr("Export CSV: the grid and each item's most common failing invariant, "
                              "for a spreadsheet"));
    connect(export_, &QAction::triggered, this, &DashboardWindow::chooseExportFile);
    addActions({connect_, refresh_, export_});
    addCloseAction(this, "actionDashboardClose", {QKeySequence(Qt::CTRL | Qt::Key_W)});
    auto* row = new ActionRow(tr("Class"), this);
    row->addActions({connect_, refresh_, export_});

    table_ = new QTableView(this);
    table_->setObjectName(QStringLiteral("dashboardTable"));
    table_->setModel(colours_);
    table_->setSelectionBehavior(QAbstractItemView::SelectItems);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->verticalHeader()->hide();
    table_->setToolTip(tr("A row per learner, a column per scenario, question and exercise: the "
                          "learner's latest result. Hover a column's header for the invariant "
                          "that failed most often there."));

    auto* help = new QLabel(
        tr("Uploads work like the chapter's inbox: every record carries the key learner + attempt + "
           "seq, a learner's lab resends until the server's commit is confirmed (at least once), and "
           "the server's INSERT … ON CONFLICT DO NOTHING drops the duplicates, so a resend never "
           "counts twice."),
        this);
    help->setObjectName(QStringLiteral("dashboardHelp"));
    help->setWordWrap(true);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("dashboardStatus"));
    status_->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(row);
    layout->addWidget(table_, 1);
    layout->addWidget(status_);
    layout->addWidget(help);

    connect(model_, &DashboardModel::refreshed, this, &DashboardWindow::showState);
    connect(model_, &DashboardModel::failed, this, &DashboardWindow::showState);
    resize(900, 560);
    showState();
}

DashboardWindow::~DashboardWindow() = default;

bool DashboardWindow::openClass(const QString& serverUrl, const QString& classCode)
{
    server_->setText(serverUrl);
    code_->setText(classCode);
    connectToClass();
    return model_->isOpen() && model_->lastError().isEmpty();
}

void DashboardWindow::connectToClass()
{
    QString why;
    const auto address = ServerAddress::parse(server_->text(), &why);
    if (!address) {
        status_->setText(why);
        return;
    }
    // Connecting waits at most BriefConnection::kConnectTimeoutSeconds; the
    // teacher asked for it and has nothing to show until it answers.
    setCursor(Qt::WaitCursor);
    model_->open(*address, ClassRegistry::normalisedCode(code_->text()));
    unsetCursor();
    showState();
}

QString DashboardWindow::statusText() const
{
    return status_->text();
}

void DashboardWindow::showState()
{
    refresh_->setEnabled(model_->isOpen());
    export_->setEnabled(model_->isOpen());
    if (!model_->lastError().isEmpty())
        status_->setText(tr("Not live: %1").arg(model_->lastError()));
    else if (!model_->isOpen())
        status_->setText(tr("Enter the class server and the class code, then Connect."));
    else
        status_->setText(tr("Class %1, live: %2 learners, %3 items, updated %4")
                             .arg(model_->classCode())
                             .arg(model_->learnerCount())
                             .arg(model_->itemCount())
                             .arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss"))));
}

bool DashboardWindow::exportCsv(const QString& path)
{
    const QString error = DashboardCsv::save(*model_, path);
    if (!error.isEmpty()) {
        status_->setText(tr("The CSV could not be written: %1").arg(error));
        return false;
    }
    status_->setText(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void DashboardWindow::chooseExportFile()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the class as CSV"), QStringLiteral("class-%1.csv").arg(model_->classCode()),
        tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        exportCsv(path);
}

void DashboardWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        colours_->setPalette(palette());
    QWidget::changeEvent(event);
}

} // namespace atlas
