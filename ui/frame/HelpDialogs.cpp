// MainWindow's Help menu: the first-run welcome and what each of its starts
// does, the lesson-format guide a teacher writes lessons from, and About.
#include "frame/MainWindow.h"

#include "frame/ActionHelp.h"
#include "frame/DemoScript.h"
#include "frame/LabSettings.h"
#include "frame/LabStatusBar.h"
#include "frame/WelcomeDialog.h"
#include "lesson/progress/LearnerProgress.h"
#include "lesson/LessonPanel.h"
#include "session/SessionController.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QMenu>
#include <QMessageBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace atlas {
namespace {

const QString kChapter = QStringLiteral("chapter10-idempotency");

QString resourceText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

void MainWindow::createHelpMenu(QMenu* helpMenu)
{
    QAction* welcome = helpMenu->addAction(tr("&Welcome…"), this, &MainWindow::showWelcome);
    welcome->setObjectName(QStringLiteral("actionWelcome"));
    setActionHelp(welcome, tr("Welcome: the three ways to start (the chapter, free play, a "
                              "session)"));
    QAction* shortcuts =
        helpMenu->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::showShortcuts);
    shortcuts->setObjectName(QStringLiteral("actionShortcuts"));
    shortcuts->setShortcuts(
        {QKeySequence(QKeySequence::HelpContents), QKeySequence(Qt::CTRL | Qt::Key_Slash)});
    setActionHelp(shortcuts, tr("Keyboard shortcuts: list every key the lab understands"));
    QAction* guide =
        helpMenu->addAction(tr("&Writing lessons"), this, &MainWindow::showLessonGuide);
    guide->setObjectName(QStringLiteral("actionLessonGuide"));
    setActionHelp(guide, tr("Writing lessons: the lesson file format, every command and "
                            "expectation, with a complete example"));
    helpMenu->addSeparator();
    QAction* about = helpMenu->addAction(tr("&About"), this, &MainWindow::showAbout);
    about->setObjectName(QStringLiteral("actionAbout"));
    setActionHelp(about, tr("About: the lab's version"));
}

void MainWindow::welcomeIfFirstRun()
{
    LabSettings settings;
    if (settings.welcomed())
        return;
    settings.setWelcomed(true);
    showWelcome();
}

void MainWindow::showWelcome()
{
    auto* dialog = new WelcomeDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this,
            [this, dialog] { startFrom(int(dialog->choice())); });
    dialog->open();
}

void MainWindow::startFrom(int start)
{
    switch (WelcomeDialog::Start(start)) {
    case WelcomeDialog::Start::None:
        return;
    case WelcomeDialog::Start::Chapter:
        if (auto* dock = findChild<QDockWidget*>(QStringLiteral("lessonDock"))) {
            dock->show();
            dock->raise();
        }
        if (!lessons_->showFirstSection(kChapter))
            status_->showNote(tr("Chapter 10 is not installed: open a lesson file instead."));
        return;
    case WelcomeDialog::Start::FreePlay: {
        QString error;
        if (!sessions_->newSession(&error)) {
            if (!error.isEmpty())
                status_->showNote(error);
            return;
        }
        seedReadyOrder(*lab_);
        if (auto* dock = findChild<QDockWidget*>(QStringLiteral("deliveryDock"))) {
            dock->show();
            dock->raise();
        }
        status_->showNote(tr("Order ord-1001 waits for its payment. Publish… (P in Deliveries) "
                             "suggests the event that comes next."));
        return;
    }
    case WelcomeDialog::Start::OpenSession:
        sessions_->openAction()->trigger();
        return;
    }
}

void MainWindow::showLessonGuide()
{
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("lessonGuideDialog"));
    dialog.setWindowTitle(tr("Writing lessons"));
    auto* text = new QTextBrowser(&dialog);
    text->setOpenExternalLinks(true);
    text->setMarkdown(resourceText(QStringLiteral(":/docs/lesson-format.md")));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    dialog.resize(width() * 2 / 3, height() * 4 / 5);
    dialog.exec();
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About the AtlasMart Idempotency Lab"),
        tr("<p><b>AtlasMart Idempotency Lab</b> %1</p><p>Delivery is at least once, so "
           "“exactly once” is an illusion. Watch duplicates, reordering, lost acks and crashes "
           "hit an order backend, and see how idempotent handlers make every retry safe.</p>"
           "<p>Qt %2 · learner: %3</p>")
            .arg(QStringLiteral(ATLASLAB_VERSION), QString::fromLatin1(qVersion()),
                 LearnerProgress::defaultLearner().toHtmlEscaped()));
}

} // namespace atlas
