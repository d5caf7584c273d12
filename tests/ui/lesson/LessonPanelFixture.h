#pragma once

// The lessons dock on an offscreen window, as the lesson panel tests drive it:
// a fresh Lab and panel per test, progress kept in the test-mode data folder.
// A test class derives from QObject and this, and calls the fixture's
// initTestCase/init/cleanup from its own.
#include "LessonTreeSupport.h"
#include "lab/Lab.h"
#include "lesson/KnowledgeCheckView.h"
#include "lesson/progress/LearnerProgress.h"
#include "lesson/LessonErrorsDialog.h"
#include "lesson/LessonErrorsView.h"
#include "lesson/reader/LessonLoader.h"
#include "lesson/LessonPanel.h"
#include "lesson/LessonTree.h"
#include "lesson/LineList.h"
#include "lesson/MarkdownView.h"
#include "lesson/NoticeBar.h"
#include "lesson/QuestionCard.h"
#include "lesson/ScenarioPlayerView.h"
#include "lesson/SectionView.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QtTest>

#include <memory>

namespace atlas::testing {

inline const QString kChapter = QStringLiteral("chapter10-idempotency");

inline QString sourceLessons()
{
    return qEnvironmentVariable("ATLASLAB_SOURCE_DIR") + QStringLiteral("/lessons");
}

// As many as the shipped chapter holds: the navigator must list each one.
inline int chapterScenarioCount()
{
    const LoadResult chapter =
        LessonLoader::load(sourceLessons() + u'/' + kChapter + QStringLiteral(".json"));
    return chapter.ok() ? int(chapter.lesson.scenarios.size()) : -1;
}

// A lesson whose second step expects something the lab will not do.
inline constexpr char kWrongLesson[] = R"json({
  "id": "wrong-on-purpose",
  "title": "A lesson that expects the wrong thing",
  "summary": "Its second step checks for a state the order never reaches.",
  "version": 1,
  "language": "en",
  "sections": [{"id": "s1", "title": "Only section", "markdown": "Text.", "scenario": "sc"}],
  "scenarios": [{
    "id": "sc", "title": "Wrong on purpose", "summary": "S",
    "setup": {"seed": 1, "documents": [{"path": "orders/o1", "data": {"state": "PAYMENT_PENDING"}}]},
    "steps": [
      {"narration": "Publish.", "command": "publish",
       "args": {"event": {"source": "src", "id": "e1", "type": "PAYMENT_SUCCEEDED", "orderId": "o1",
                          "paymentIdempotencyKey": "pay-o1"}}},
      {"narration": "Deliver.", "command": "deliverNext", "expect": [
        {"document": "orders/o1", "exists": true},
        {"document": "orders/o1", "field": "state", "equals": "SHIPPED",
         "message": "This lesson is wrong on purpose."}
      ]}
    ]
  }]
}
)json";

inline bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

template <typename T> T* topLevel()
{
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* found = qobject_cast<T*>(w); found && found->isVisible())
            return found;
    return nullptr;
}

class LessonPanelFixture
{
protected:

    std::unique_ptr<Lab> lab_;
    std::unique_ptr<LessonPanel> panel_;

    LessonPanel& makePanel()
    {
        panel_.reset();
        panel_ = std::make_unique<LessonPanel>(*lab_);
        panel_->resize(760, 1000);
        panel_->show();
        return *panel_;
    }
    LessonTree* tree() const { return panel_->findChild<LessonTree*>(); }
    ScenarioPlayerView* player() const { return panel_->findChild<ScenarioPlayerView*>(); }
    KnowledgeCheckView* quiz() const { return panel_->findChild<KnowledgeCheckView*>(); }
    QWidget* currentPage() const { return panel_->findChild<QStackedWidget*>()->currentWidget(); }
    template <typename T = QWidget> T* child(const QString& name) const
    {
        T* found = panel_->findChild<T*>(name);
        if (!found)
            qWarning("no child named %s", qPrintable(name));
        return found;
    }
    QString counter() const { return child<QLabel>(QStringLiteral("stepCounter"))->text(); }
    LineList* expectations() const { return child<LineList>(QStringLiteral("expectationList")); }
    int chapterIndex() const { return testing::chapterIndex(tree()); }
    QTreeWidgetItem* item(LessonNode::Kind kind, const QString& id = {}) const
    {
        return testing::chapterItem(tree(), kind, id);
    }
    void clickItem(QTreeWidgetItem* target) { testing::clickItem(tree(), target); }
    void click(const QString& buttonName, QWidget* scope = nullptr)
    {
        auto* button = (scope ? scope : panel_.get())->findChild<QAbstractButton*>(buttonName);
        QVERIFY2(button, qPrintable(buttonName));
        QVERIFY2(button->isEnabled(), qPrintable(buttonName + QStringLiteral(" is disabled")));
        QTest::mouseClick(button, Qt::LeftButton);
    }
    void answer(const QString& questionId, int choice)
    {
        QuestionCard* card = quiz()->card(questionId);
        QVERIFY(card);
        QTRY_VERIFY(card->isVisible()); // cards added to a shown page appear on the next loop
        QTest::mouseClick(card->choiceButton(choice), Qt::LeftButton);
        click(QStringLiteral("checkButton"), card);
    }
    void playToEnd()
    {
        while (player()->position() < player()->stepCount())
            click(QStringLiteral("stepButton"));
    }
    void save(const QString& name)
    {
        QTest::qWait(50); // let posted layout requests settle, as the event loop would
        const QPixmap shot = panel_->grab();
        QVERIFY(!shot.isNull());
        const QString dir = qEnvironmentVariable("ATLASLAB_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(
                shot.save(dir + QStringLiteral("/lessonpanel-") + name + QStringLiteral(".png")));
    }

    void fixtureInitTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("AtlasMartTests"));
        QStandardPaths::setTestModeEnabled(true);
    }

    void fixtureInit()
    {
        qputenv("ATLASLAB_LESSONS_DIR", sourceLessons().toUtf8());
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
        QSettings().clear();
        lab_ = std::make_unique<Lab>();
    }

    void fixtureCleanup()
    {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (qobject_cast<QDialog*>(w))
                w->close();
        panel_.reset();
        lab_.reset();
    }
};

} // namespace atlas::testing
