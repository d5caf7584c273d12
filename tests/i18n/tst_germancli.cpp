// The command line speaks the system's language: LANG, or LC_ALL over it;
// a language the lab lacks is English. Lesson texts follow, with English
// where a lesson has no German.
#include <QProcess>
#include <QtTest>

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run run(const QStringList& args, const QString& lang, const QString& lcAll = QString())
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), lang);
    env.insert(QStringLiteral("LC_ALL"), lcAll);
    env.remove(QStringLiteral("LC_MESSAGES"));
    env.remove(QStringLiteral("LANGUAGE"));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ATLASLAB_EXE), args);
    p.waitForFinished(300'000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QString lessonFile(const char* id)
{
    return qEnvironmentVariable("ATLASLAB_SOURCE_DIR") + QStringLiteral("/lessons/") +
           QLatin1String(id) + QStringLiteral(".json");
}

const QString kGerman = QStringLiteral("de_DE.UTF-8");

} // namespace

class TestGermanCli : public QObject
{
    Q_OBJECT

private slots:
    void helpIsGermanWithQtsOwnLines()
    {
        const Run r = run({QStringLiteral("--help")}, kGerman);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Ohne Fenster laufen (Chaos, Lektionen).")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Exit-Codes: 0 in Ordnung")), qPrintable(r.out));
        // QCommandLineParser's own text, from qtbase_de.qm.
        QVERIFY2(r.out.contains(QStringLiteral("Zeigt Hilfe zu den Kommandozeilenoptionen an.")),
                 qPrintable(r.out));
        QVERIFY2(!r.out.contains(QStringLiteral("Run without a window")), qPrintable(r.out));
    }

    void errorsAreGerman()
    {
        const Run r = run({QStringLiteral("--headless")}, kGerman);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--headless braucht --chaos oder")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("Versuchen Sie „atlasmart-lab --help“.")),
                 qPrintable(r.err));
    }

    // The workers' and the grader's messages too (they were looked up under
    // a context their translations are not filed under).
    void theWorkersSpeakGerman()
    {
        const Run r =
            run({QStringLiteral("--headless"), QStringLiteral("--chaos"), QStringLiteral("--store"),
                 QStringLiteral("postgresql://lab@127.0.0.1:1/lab"), QStringLiteral("--sagas"),
                 QStringLiteral("3")},
                kGerman);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--sagas gilt nicht mit --store")),
                 qPrintable(r.err));
    }

    void pluralsAreGermanAndEnglish()
    {
        const QStringList validate{QStringLiteral("--validate"), lessonFile("example-minimal")};
        const Run german = run(validate, kGerman);
        QCOMPARE(german.code, 0);
        QVERIFY2(german.out.contains(QStringLiteral("keine Fehler (1 Szenario, 1 Frage)")),
                 qPrintable(german.out));
        const Run english = run(validate, QStringLiteral("C.UTF-8"));
        QVERIFY2(english.out.contains(QStringLiteral("no errors (1 scenario, 1 question)")),
                 qPrintable(english.out));
    }

    void aLessonWithoutGermanIsPlayedInEnglish()
    {
        const Run r = run({QStringLiteral("--headless"), QStringLiteral("--lesson"),
                           lessonFile("example-minimal")},
                          kGerman);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Lektion example-minimal: A minimal lesson")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Jede Erwartung wurde erfüllt.")),
                 qPrintable(r.out));
    }

    void lcAllWinsOverLang()
    {
        const Run german = run({QStringLiteral("--help")}, QStringLiteral("C.UTF-8"), kGerman);
        QVERIFY2(german.out.contains(QStringLiteral("Ohne Fenster laufen")),
                 qPrintable(german.out));
        const Run english = run({QStringLiteral("--help")}, kGerman, QStringLiteral("C.UTF-8"));
        QVERIFY2(english.out.contains(QStringLiteral("Run without a window (chaos, lessons).")),
                 qPrintable(english.out));
    }

    void aLanguageTheLabLacksIsEnglish()
    {
        const Run r = run({QStringLiteral("--help")}, QStringLiteral("fr_FR.UTF-8"));
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Run without a window (chaos, lessons).")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Displays help on commandline options.")),
                 qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestGermanCli)
#include "tst_germancli.moc"
