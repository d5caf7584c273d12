#include "controls/DatabaseSection.h"

#include "controls/Availability.h"
#include "controls/CommandRunner.h"
#include "lab/DocumentTrigger.h"
#include "lab/Lab.h"
#include "lab/inflight/TtlSweeper.h"
#include "delivery/DurationText.h"
#include "workflow/Workflow.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace atlas {
namespace {

constexpr int kMaxLagSeconds = 30 * 24 * 3600;
constexpr int kMaxRetentionSeconds = 30 * 24 * 3600;

QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QSpinBox* secondsBox(QWidget* parent, const QString& objectName, int min, int max)
{
    auto* spin = new QSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setRange(min, max);
    spin->setSuffix(QObject::tr(" s"));
    spin->setKeyboardTracking(false);
    spin->setGroupSeparatorShown(true);
    return spin;
}

} // namespace

DatabaseSection::DatabaseSection(Lab& lab, const CommandRunner& run, QWidget* parent)
    : ControlSection(tr("Databases: triggers and TTL"), lab, run, parent),
      database_(new QComboBox(this)), collection_(new QLineEdit(QStringLiteral("reservations"), this)),
      triggerOn_(new QComboBox(this)), addTrigger_(new QPushButton(tr("Add trigger"), this)),
      triggers_(new QComboBox(this)), removeTrigger_(new QPushButton(tr("Remove"), this)),
      ttlField_(new QLineEdit(QStringLiteral("expireAt"), this)),
      ttlLag_(secondsBox(this, QStringLiteral("ttlLagBox"), 1, kMaxLagSeconds)),
      setTtl_(new QPushButton(tr("Set TTL"), this)),
      removeTtl_(new QPushButton(tr("Remove TTL"), this)),
      markerRetention_(
          secondsBox(this, QStringLiteral("markerRetentionBox"), 0, kMaxRetentionSeconds)),
      deletePath_(new QLineEdit(this)), delete_(new QPushButton(tr("Delete by hand"), this)),
      summary_(new QLabel(this))
{
    setObjectName(QStringLiteral("databaseSection"));
    database_->setObjectName(QStringLiteral("databaseBox"));
    for (const std::string& name : Lab::databaseNames())
        database_->addItem(qs(name), qs(name));
    // A line edit, not an editable combo box: destroying the window with one
    // here made ~QWidget read memory the combo box's line edit had freed
    // (valgrind, Qt 6.4), which corrupted the heap of later windows.
    collection_->setObjectName(QStringLiteral("triggerCollectionEdit"));
    collection_->setPlaceholderText(QStringLiteral("reservations"));
    triggerOn_->setObjectName(QStringLiteral("triggerOnBox"));
    for (const TriggerOn on :
         {TriggerOn::Written, TriggerOn::Created, TriggerOn::Updated, TriggerOn::Deleted})
        triggerOn_->addItem(qs(toString(on)), qs(toString(on)));
    addTrigger_->setObjectName(QStringLiteral("addTriggerButton"));
    triggers_->setObjectName(QStringLiteral("triggerListBox"));
    removeTrigger_->setObjectName(QStringLiteral("removeTriggerButton"));
    ttlField_->setObjectName(QStringLiteral("ttlFieldEdit"));
    ttlLag_->setValue(int(TtlPolicy::kDefaultLag / 1000));
    setTtl_->setObjectName(QStringLiteral("setTtlButton"));
    removeTtl_->setObjectName(QStringLiteral("removeTtlButton"));
    deletePath_->setObjectName(QStringLiteral("deletePathEdit"));
    deletePath_->setPlaceholderText(tr("collection/id"));
    delete_->setObjectName(QStringLiteral("deleteDocumentButton"));
    summary_->setObjectName(QStringLiteral("databaseSummaryLabel"));
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    connect(addTrigger_, &QPushButton::clicked, this, [this] {
        run_("addTrigger", Json{{"collection", collection()},
                                {"on", triggerOn_->currentData().toString().toStdString()},
                                {"database", database()}});
    });
    connect(removeTrigger_, &QPushButton::clicked, this, [this] {
        if (triggers_->currentIndex() >= 0)
            run_("removeTrigger", Json{{"trigger", triggers_->currentData().toInt()}});
    });
    connect(setTtl_, &QPushButton::clicked, this, [this] {
        run_("setTtlPolicy", Json{{"collection", collection()},
                                  {"field", ttlField_->text().trimmed().toStdString()},
                                  {"lagMs", qint64(ttlLag_->value()) * 1000},
                                  {"database", database()}});
    });
    connect(removeTtl_, &QPushButton::clicked, this, [this] {
        run_("setTtlPolicy",
             Json{{"collection", collection()}, {"enabled", false}, {"database", database()}});
    });
    connect(markerRetention_, &QSpinBox::editingFinished, this,
            &DatabaseSection::applyMarkerRetention);
    const auto deleteDocument = [this] {
        run_("deleteDocument",
             Json{{"path", deletePath_->text().trimmed().toStdString()}, {"database", database()}});
    };
    connect(delete_, &QPushButton::clicked, this, deleteDocument);
    connect(deletePath_, &QLineEdit::returnPressed, this, deleteDocument);
    connect(deletePath_, &QLineEdit::textChanged, this, &DatabaseSection::updateAvailability);

    auto* triggerRow = new QHBoxLayout;
    triggerRow->addWidget(triggerOn_, 1);
    triggerRow->addWidget(addTrigger_);
    auto* triggerList = new QHBoxLayout;
    triggerList->addWidget(triggers_, 1);
    triggerList->addWidget(removeTrigger_);
    auto* ttlRow = new QHBoxLayout;
    ttlRow->addWidget(ttlField_, 1);
    ttlRow->addWidget(ttlLag_);
    auto* ttlButtons = new QHBoxLayout;
    ttlButtons->addStretch();
    ttlButtons->addWidget(setTtl_);
    ttlButtons->addWidget(removeTtl_);
    auto* deleteRow = new QHBoxLayout;
    deleteRow->addWidget(deletePath_, 1);
    deleteRow->addWidget(delete_);
    auto* form = new QFormLayout(this);
    form->addRow(tr("Database"), database_);
    form->addRow(tr("Collection"), collection_);
    form->addRow(tr("Trigger on"), triggerRow);
    form->addRow(tr("Triggers"), triggerList);
    form->addRow(tr("TTL field, lag"), ttlRow);
    form->addRow(ttlButtons);
    form->addRow(tr("Marker expiry"), markerRetention_);
    form->addRow(tr("Document"), deleteRow);
    form->addRow(summary_);
    start();
}

std::string DatabaseSection::database() const
{
    return database_->currentData().toString().toStdString();
}

std::string DatabaseSection::collection() const
{
    return collection_->text().trimmed().toStdString();
}

void DatabaseSection::applyMarkerRetention()
{
    const qint64 ms = qint64(markerRetention_->value()) * 1000;
    if (ms != lab_.workflow().markerRetention())
        run_("setMarkerRetention", Json{{"ms", ms}});
}

QString DatabaseSection::summary() const
{
    QStringList lines;
    for (const DocumentTrigger& t : lab_.triggers())
        lines << tr("Trigger %1: %2 in %3/%4")
                     .arg(t.id)
                     .arg(qs(toString(t.on)), qs(t.database), qs(t.collection));
    for (const std::string& db : Lab::databaseNames()) {
        const TtlSweeper& ttl = lab_.ttl(db);
        const auto pending = ttl.pending();
        for (const auto& [collection, policy] : ttl.policies()) {
            int due = 0;
            Millis next = 0;
            for (const auto& d : pending)
                if (d.path.starts_with(collection + '/') &&
                    d.path.find('/', collection.size() + 1) == std::string::npos) {
                    next = due == 0 ? d.deleteAt : next;
                    ++due;
                }
            QString line = tr("TTL on %1/%2 by %3, lag up to %4 s: %n deletion(s) pending", nullptr,
                              due)
                               .arg(qs(db), qs(collection), qs(policy.field))
                               .arg(policy.lag / 1000);
            if (due > 0)
                line += tr(", the next at %1").arg(qs(formatElapsed(next - lab_.clock().epoch())));
            lines << line;
        }
    }
    if (lines.isEmpty())
        return tr("No triggers and no TTL policies: documents stay until something deletes them.");
    return lines.join(u'\n');
}

void DatabaseSection::sync(bool)
{
    const QVariant selected = triggers_->currentData();
    triggers_->clear();
    for (const DocumentTrigger& t : lab_.triggers())
        triggers_->addItem(tr("%1: %2 in %3/%4")
                               .arg(t.id)
                               .arg(qs(toString(t.on)), qs(t.database), qs(t.collection)),
                           t.id);
    if (const int index = triggers_->findData(selected); index >= 0)
        triggers_->setCurrentIndex(index);
    if (!markerRetention_->hasFocus())
        markerRetention_->setValue(int(lab_.workflow().markerRetention() / 1000));
    summary_->setText(summary());
}

void DatabaseSection::updateAvailability()
{
    const QString& busy = busyReason();
    setAvailability(database_,
                    tr("Which database the commands below act on: a trigger belongs to exactly "
                       "one database, so writes to the other fire none of its triggers"),
                    busy);
    setAvailability(collection_,
                    tr("The collection a trigger watches or a TTL policy covers, e.g. "
                       "reservations, profiles, orders or workflowEvents"),
                    busy);
    setAvailability(triggerOn_,
                    tr("Which committed changes fire the trigger: written is any of created, "
                       "updated and deleted (TTL deletions included)"),
                    busy);
    setAvailability(addTrigger_,
                    tr("Every matching change publishes a Firestore document event into the "
                       "channel; the audit handler records it in triggerLog"),
                    busy);
    const QString noTriggers = triggers_->count() == 0 ? tr("There are no triggers") : QString();
    setAvailability(triggers_, tr("The triggers in this world"), busy.isEmpty() ? noTriggers : busy);
    setAvailability(removeTrigger_, tr("Remove the trigger chosen on the left"),
                    busy.isEmpty() ? noTriggers : busy);
    setAvailability(ttlField_,
                    tr("The timestamp field the TTL policy reads; the workflow's markers carry "
                       "expireAt"),
                    busy);
    setAvailability(ttlLag_,
                    tr("A document is deleted some time after its expiry, at most this much "
                       "later (Firestore: typically within 24 h); never exactly on time"),
                    busy);
    setAvailability(setTtl_, tr("Set the collection's TTL policy (one TTL field per collection)"),
                    busy);
    setAvailability(removeTtl_, tr("Remove the collection's TTL policy: nothing there expires"),
                    busy);
    setAvailability(markerRetention_,
                    tr("Inbox markers get expireAt = event time + this (0: no expireAt). Keep "
                       "at least event time + retry window + margin: 2 days for 2nd gen"),
                    busy);
    setAvailability(deletePath_, tr("The path of a document to delete, e.g. workflowEvents/…"),
                    busy);
    setAvailability(delete_,
                    tr("An operator deletes the document by hand; it fires the database's "
                       "delete triggers"),
                    busy.isEmpty() && deletePath_->text().trimmed().isEmpty()
                        ? tr("Type a document path first")
                        : busy);
}

} // namespace atlas
