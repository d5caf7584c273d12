#pragma once

#include <QStringList>
#include <QTimer>
#include <QWidget>

#include <cstdint>

class QCheckBox;
class QTextBrowser;

namespace atlas {

class JournalModel;
class Lab;

// "Why did that happen?" for one journal entry, in plain sentences (WhyText):
// what the handler read, which branch it took, what it wrote in how many
// commits, what it replied and what the channel did next. Follows each new
// handler decision while "Explain each new decision" is on. Document paths
// and the event key are links that ask for the document (documentRequested).
class WhyInspector : public QWidget
{
    Q_OBJECT
public:
    WhyInspector(Lab& lab, JournalModel& journal, QWidget* parent = nullptr);

    void showEntry(std::uint64_t seq);
    // For a delivery chosen elsewhere (the delivery panel): the latest handler
    // decision for this message key (source|id), or, before any handler ran,
    // the key's latest entry. False when the journal has nothing on the key.
    bool showDelivery(const QString& messageKey);

    std::uint64_t shownSeq() const { return seq_; }
    QString plainText() const;
    bool followsNewDecisions() const;
    void setFollowNewDecisions(bool follow);
    // While a chaos run plays, new decisions are explained a few times a
    // second in a pass of their own (PassGate), not at each progress
    // refresh: laying out the explanation takes milliseconds, and nobody
    // reads ten a second. Turning it off explains the latest at once.
    void setCoalescing(bool on);
    static constexpr int kFollowIntervalMs = 300;

signals:
    void documentRequested(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();
    void followNewRows(int first, int last);
    void renderFollowed();

    Lab& lab_;
    JournalModel& journal_;
    QTextBrowser* browser_ = nullptr;
    QCheckBox* follow_ = nullptr;
    QStringList links_;
    std::uint64_t seq_ = 0;
    bool coalescing_ = false;
    QTimer followTimer_;
};

} // namespace atlas
