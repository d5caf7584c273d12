// The store's filter of paths that may exist: never a wrong "no", rarely a
// wrong "maybe", and few stages for many paths.
#include "store/cache/KeyFilter.h"

#include <QTest>

#include <string>

using namespace atlas;

namespace {

std::string path(std::uint32_t i)
{
    return "workflowEvents/evt-" + std::to_string(i);
}

} // namespace

class TestKeyFilter : public QObject
{
    Q_OBJECT
private slots:
    void everyAddedPathMayBeThereAcrossStages()
    {
        KeyFilter filter;
        QVERIFY(!filter.mayContain(path(0)));
        constexpr std::uint32_t kCount = 200'000; // past the first two stages
        for (std::uint32_t i = 0; i < kCount; ++i)
            filter.add(path(i));
        for (std::uint32_t i = 0; i < kCount; ++i)
            QVERIFY2(filter.mayContain(path(i)), path(i).c_str());
        // 32,768 + 131,072 paths fill two stages: the third takes the rest.
        QCOMPARE(filter.stages(), std::size_t(3));
    }

    void aMillionPathsTakeFourStages()
    {
        KeyFilter filter;
        for (std::uint32_t i = 0; i < 1'000'000; ++i)
            filter.add(path(i));
        QCOMPARE(filter.stages(), std::size_t(4));
    }

    // About 1 in 1,000 per stage: with three stages, absent paths get a
    // "maybe" well under 1 time in 100.
    void absentPathsAreMostlyNo()
    {
        KeyFilter filter;
        for (std::uint32_t i = 0; i < 200'000; ++i)
            filter.add(path(i));
        int maybes = 0;
        constexpr int kProbes = 100'000;
        for (int i = 0; i < kProbes; ++i)
            maybes += filter.mayContain("orders/ord-" + std::to_string(i)) ? 1 : 0;
        QVERIFY2(maybes < kProbes / 100, qPrintable(QString::number(maybes)));
    }

    void clearForgetsEverything()
    {
        KeyFilter filter;
        for (std::uint32_t i = 0; i < 1'000; ++i)
            filter.add(path(i));
        filter.clear();
        QCOMPARE(filter.stages(), std::size_t(0));
        QVERIFY(!filter.mayContain(path(1)));
    }
};

QTEST_GUILESS_MAIN(TestKeyFilter)
#include "tst_keyfilter.moc"
