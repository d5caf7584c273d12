// cmake --install into a staging folder (DESTDIR), as CPack does for the
// Debian package: exactly the expected files, the desktop entry and AppStream
// data valid by their own validators, a man page that is the binary's --help,
// and an installed binary that runs and finds its lessons.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run run(const QString& program, const QStringList& args, const QProcessEnvironment& env)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(120'000))
        p.kill();
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QString readText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

const QString kAppId = QStringLiteral(ATLASLAB_APP_ID);

} // namespace

class TestInstall : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir staging_;
    QTemporaryDir home_;
    QString root_; // the install prefix inside the staging folder

    QString installed(const QString& relative) const { return root_ + u'/' + relative; }

    // Who finds a validator missing is told how to get it, not left with a skip.
    QString tool(const char* name, const char* package)
    {
        const QString path = QStandardPaths::findExecutable(QString::fromLatin1(name));
        if (path.isEmpty())
            qWarning("%s is missing: apt-get install %s (bash scripts/lab.sh test installs it)",
                     name, package);
        return path;
    }

    // The lab as a learner starts it: no display, a home of its own, no
    // extra lesson folder.
    QProcessEnvironment labEnvironment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "ATLASLAB_LESSONS_DIR",
                                 "XDG_DATA_HOME", "XDG_CONFIG_HOME"})
            env.remove(QString::fromLatin1(name));
        env.insert(QStringLiteral("HOME"), home_.path());
        return env;
    }

    QStringList shippedLessons() const
    {
        return QDir(QStringLiteral(ATLASLAB_SOURCE "/lessons"))
            .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(staging_.isValid());
        QVERIFY(home_.isValid());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DESTDIR"), staging_.path());
        const Run r = run(QStringLiteral(ATLASLAB_CMAKE),
                          {QStringLiteral("--install"), QStringLiteral(ATLASLAB_BUILD_DIR)}, env);
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        root_ = staging_.path() + QStringLiteral(ATLASLAB_PREFIX);
    }

    void holdsExactlyTheExpectedFiles()
    {
        QStringList expected{
            QStringLiteral("bin/atlasmart-lab"),
            QStringLiteral("share/applications/%1.desktop").arg(kAppId),
            QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId),
            QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(kAppId),
            QStringLiteral("share/man/man1/atlasmart-lab.1"),
            QStringLiteral("share/atlasmart-lab/lesson-format.md"),
        };
        for (int size : {16, 24, 32, 48, 64, 128, 256, 512})
            expected << QStringLiteral("share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(kAppId);
        const QStringList lessons = shippedLessons();
        QVERIFY(lessons.contains(QStringLiteral("chapter10-idempotency.json")));
        for (const QString& lesson : lessons)
            expected << QStringLiteral("share/atlasmart-lab/lessons/") + lesson;

        QStringList found;
        QDirIterator it(staging_.path(), QDir::Files | QDir::Hidden | QDir::System,
                        QDirIterator::Subdirectories);
        const QDir root(root_);
        while (it.hasNext()) {
            const QString path = it.next();
            QVERIFY2(path.startsWith(root_ + u'/'), qPrintable(path + QStringLiteral(" is outside the prefix")));
            const QString relative = root.relativeFilePath(path);
            // Compiled translations, whatever languages there are, if they
            // are installed beside the lab rather than embedded in it.
            static const QRegularExpression translation(
                QStringLiteral("^share/atlasmart-lab/translations/[A-Za-z0-9_.-]+\\.qm$"));
            if (!translation.match(relative).hasMatch())
                found << relative;
        }
        expected.sort();
        found.sort();
        QCOMPARE(found, expected);
        QVERIFY(QFileInfo(installed(QStringLiteral("bin/atlasmart-lab"))).isExecutable());
    }

    void desktopEntryIsValid()
    {
        const QString validator = tool("desktop-file-validate", "desktop-file-utils");
        QVERIFY(!validator.isEmpty());
        const QString file = installed(QStringLiteral("share/applications/%1.desktop").arg(kAppId));
        const Run r = run(validator, {file}, QProcessEnvironment::systemEnvironment());
        QVERIFY2(r.code == 0 && r.out.trimmed().isEmpty(), qPrintable(r.out + r.err));

        // The menu entry starts the installed command and shows an installed icon.
        const QString text = readText(file);
        QVERIFY(text.contains(QStringLiteral("\nExec=atlasmart-lab\n")));
        QVERIFY(text.contains(QStringLiteral("\nIcon=%1\n").arg(kAppId)));
        QVERIFY(QFileInfo::exists(installed(QStringLiteral("bin/atlasmart-lab"))));
    }

    void appStreamDataIsValid()
    {
        const QString validator = tool("appstreamcli", "appstream");
        QVERIFY(!validator.isEmpty());
        const QString file = installed(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId));
        Run r = run(validator, {QStringLiteral("validate"), QStringLiteral("--no-net"), file},
                    QProcessEnvironment::systemEnvironment());
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        // The whole tree: the metainfo file with the desktop entry it launches.
        r = run(validator, {QStringLiteral("validate-tree"), QStringLiteral("--no-net"), root_},
                QProcessEnvironment::systemEnvironment());
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    }

    void appStreamDataDescribesThisBuild()
    {
        QFile file(installed(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId)));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QString id, launchable, binary, firstRelease, rating;
        QStringList screenshots;
        QString element;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement()) {
                element = xml.name().toString();
                if (element == u"release" && firstRelease.isEmpty())
                    firstRelease = xml.attributes().value(QLatin1StringView("version")).toString();
                if (element == u"content_rating")
                    rating = xml.attributes().value(QLatin1StringView("type")).toString();
            } else if (xml.isCharacters() && !xml.isWhitespace()) {
                const QString text = xml.text().toString().trimmed();
                if (element == u"id")
                    id = text;
                else if (element == u"launchable")
                    launchable = text;
                else if (element == u"binary")
                    binary = text;
                else if (element == u"image")
                    screenshots << text;
            } else if (xml.isEndElement()) {
                element.clear();
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(id, kAppId);
        QCOMPARE(launchable, kAppId + QStringLiteral(".desktop"));
        QCOMPARE(binary, QStringLiteral("atlasmart-lab"));
        QCOMPARE(rating, QStringLiteral("oars-1.1"));
        // The newest release is the version being installed.
        QCOMPARE(firstRelease, QStringLiteral(ATLASLAB_VERSION));
        QVERIFY(!screenshots.isEmpty());
        for (const QString& url : screenshots) {
            QVERIFY2(url.startsWith(QStringLiteral("https://")), qPrintable(url));
            const QString name = url.section(u'/', -1);
            QVERIFY2(QFileInfo::exists(QStringLiteral(ATLASLAB_SOURCE "/docs/images/") + name),
                     qPrintable(url + QStringLiteral(" is not one of docs/images")));
        }
    }

    void manPageIsTheHelp()
    {
        QString page = readText(installed(QStringLiteral("share/man/man1/atlasmart-lab.1")));
        QVERIFY(page.contains(QStringLiteral(".TH ATLASMART-LAB \"1\"")));
        QVERIFY(page.contains(QStringLiteral(ATLASLAB_VERSION)));
        QVERIFY(page.contains(QStringLiteral(ATLASLAB_DATADIR "/atlasmart-lab/lessons/")));
        page.remove(u'\\'); // roff escapes every dash of an option

        const Run help = run(installed(QStringLiteral("bin/atlasmart-lab")), {QStringLiteral("--help")},
                             labEnvironment());
        QCOMPARE(help.code, 0);
        static const QRegularExpression option(QStringLiteral("^\\s+(?:-\\w, )?(--[a-z][a-z-]*)"),
                                               QRegularExpression::MultilineOption);
        QStringList options;
        for (auto m = option.globalMatch(help.out); m.hasNext();)
            options << m.next().captured(1);
        for (const char* main : {"--headless", "--chaos", "--lesson", "--scenario", "--list", "--validate",
                                 "--check-session", "--explore", "--matrix", "--screenshot", "--db"})
            QVERIFY2(options.contains(QString::fromLatin1(main)), main);
        for (const QString& o : options)
            QVERIFY2(page.contains(o), qPrintable(o + QStringLiteral(" is missing from the man page")));
    }

    void installedBinaryRuns()
    {
        const QString lab = installed(QStringLiteral("bin/atlasmart-lab"));
        Run r = run(lab, {QStringLiteral("--version")}, labEnvironment());
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral(ATLASLAB_VERSION)), qPrintable(r.out));

        r = run(lab, {QStringLiteral("--headless"), QStringLiteral("--help")}, labEnvironment());
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("--headless")));
    }

    // The installed lab reads its lessons from its own resources, wherever it
    // is installed; the copies in share/ are exactly those, and valid.
    void installedLessonsAreTheEmbeddedOnes()
    {
        const QString lab = installed(QStringLiteral("bin/atlasmart-lab"));
        const Run list = run(lab, {QStringLiteral("--list")}, labEnvironment());
        QVERIFY2(list.code == 0, qPrintable(list.err));
        static const QRegularExpression embedded(QStringLiteral("\\(:/lessons/([^)/]+\\.json)\\)"));
        QStringList listed;
        for (auto m = embedded.globalMatch(list.out); m.hasNext();)
            listed << m.next().captured(1);
        listed.sort();
        QCOMPARE(listed, shippedLessons());

        for (const QString& lesson : shippedLessons()) {
            const QString file = installed(QStringLiteral("share/atlasmart-lab/lessons/") + lesson);
            const Run r = run(lab, {QStringLiteral("--validate"), file}, labEnvironment());
            QVERIFY2(r.code == 0, qPrintable(file + u'\n' + r.out + r.err));
        }
    }
};

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
