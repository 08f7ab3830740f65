#include "app/gui/inspectordock.h"

#include "app/gui/battledocument.h"
#include "app/gui/measureoverlays.h"
#include "core/battle.h"

#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QPaintEvent>
#include <QPainter>
#include <QSet>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace adjutant::app {

namespace {

const QColor good(0x1b, 0x7a, 0x35);
const QColor bad(0xb7, 0x1c, 0x1c);
const QColor quiet(0x60, 0x60, 0x60);

// FoGR's words for the facts the measurer judges (FoGR: the rule book, as transcribed).
const char *flankRule = "FoGR, Charging a Flank or Rear: \"A battle group can only charge an enemy "
                        "battle group in the flank or rear if it "
                        "starts its charge in a position where both of the following apply: The "
                        "charging battle group starts with no part "
                        "of any of its bases directly in front of any part of any base of the "
                        "target battle group. The charging battle "
                        "group starts with at least one base entirely behind a straight line "
                        "extending the front edge of the enemy "
                        "battle group.\"\nWhether the charge then counts as a flank or a rear "
                        "charge (the first part contacted, no wheel "
                        "from closer than 1 MU) is for the players to judge as it is made.";
const char *sightRule = "FoGR, Line of Sight and Visibility: \"straight lines from both front "
                        "corners of its front rank base to a single "
                        "point on the target base without passing through: Terrain that would "
                        "block line of sight. Friendly troops\"";
const char *arcRule = "FoGR, Shooting Phase, Arc of Fire: \"some part of the enemy base is inside "
                      "a straight line projecting forward "
                      "parallel to, and at the following distance from, the shooting base's side "
                      "edge: 2 base widths if no base of the "
                      "shooting battle group is within short range of that enemy battle group. 1 "
                      "base width otherwise.\"\nRanges: \"A "
                      "front rank base is in range if a front corner or any part of its front edge "
                      "is within range of the target.\"";

QString yesNo(bool yes)
{
    return yes ? InspectorDock::tr("yes") : InspectorDock::tr("no");
}

// The measurements.json entry of a value: "FoGR: Restricted Area: \"within 2 MU ...\"".
QString cite(const QJsonObject &measurements, const char *key)
{
    const QJsonObject value = measurements.value(QStringLiteral("values"))
                                  .toObject()
                                  .value(QLatin1String(key))
                                  .toObject();
    if (value.isEmpty())
        return {};
    QString text = value.value(QStringLiteral("source")).toString();
    if (value.contains(QStringLiteral("text")))
        text += QStringLiteral(": \"%1\"").arg(value.value(QStringLiteral("text")).toString());
    return text;
}

QString units(double value, const QString &symbol)
{
    return QStringLiteral("%1 %2").arg(QString::number(value, 'f', 2), symbol);
}

// The inspector's tree. During a drag every answer changes the distance of most enemies (and
// a few facts): the tree is asked to repaint those cells, a region of several rectangles, and
// QTreeView draws every row that region meets whole, both columns, laying out the names again
// though only the values changed. Painted one rectangle at a time, each rectangle's rows are
// drawn only in the columns it covers. The pixels are the same: a cell lies in one rectangle
// of the region (they are made of whole cells, in bands of rows), and what is drawn outside
// the region is clipped away either way.
class InspectorTree : public QTreeWidget
{
public:
    using QTreeWidget::QTreeWidget;

protected:
    void paintEvent(QPaintEvent *event) override
    {
        const QRegion &region = event->region();
        if (region.rectCount() <= 1 || isAnimated() || state() != NoState) {
            QTreeWidget::paintEvent(event);
            return;
        }
        executeDelayedItemsLayout(); // as QTreeView::paintEvent does first
        QPainter painter(viewport());
        for (const QRect &rect : region)
            drawTree(&painter, QRegion(rect));
    }
};

} // namespace

struct InspectorDock::Texts
{
    // What they were made for (a QJsonObject compares to a copy of itself at once).
    QString ruleset;
    QJsonObject measurements;
    double tolerance;

    const QString contactKey = QString::fromLatin1(InspectorDock::contactKey);
    const QString flankChargeKey = QString::fromLatin1(InspectorDock::flankChargeKey);
    const QString flankChargeAgainstUsKey =
        QString::fromLatin1(InspectorDock::flankChargeAgainstUsKey);
    const QString arcKey = QString::fromLatin1(InspectorDock::arcKey);
    const QString sightKey = QString::fromLatin1(InspectorDock::sightKey);
    const QString restrictedAreaKey = QString::fromLatin1(InspectorDock::restrictedAreaKey);
    const QString interceptionKey = QString::fromLatin1(InspectorDock::interceptionKey);

    const QString contact = tr("Contact");
    const QString none = tr("none");
    QString contactTip;
    const QString weCharge = tr("We charge its flank/rear");
    const QString itCharges = tr("It charges our flank/rear");
    const QString inPosition = tr("in position");
    const QString notInPosition = tr("not in position");
    QString flankTip;
    const QString ourShooting = tr("Our shooting");
    const QString noWeapon = tr("no shooting weapon");
    const QString inArc = tr("in arc");
    const QString notInArc = tr("not in arc");
    const QString arcAndRange = tr("%1, %2");
    const QString rangeOf = tr("%1 range");
    const QString fromOurFrontEdge = tr("%1 from our front edge.\n");
    const QString arcRuleText = QString::fromLatin1(arcRule);
    const QString arcHere = tr("\nArc here: %1 base width(s) each side.");
    QString rangesInterpreted; // appended to the shooting tip, or empty
    const QString inOurArcOfFire = tr("In our arc of fire");
    const QString odArcTip = tr("OD 16.12: 22.5 degrees either side of each firing base");
    const QString lineOfSight = tr("Line of sight");
    const QString clear = tr("clear");
    const QString blocked = tr("blocked");
    QString sightTip;
    const QString restrictedArea = tr("Restricted area");
    const QString eachInTheOthers = tr("each in the other's");
    const QString weAreInIts = tr("we are in its");
    const QString itIsInOurs = tr("it is in ours");
    const QString neither = tr("neither");
    QString restrictedTip;
    const QString zoneOfInterception = tr("Zone of interception");
    QString interceptionTip;
    QString commandTip;
    const QString inItsPinningZone = tr("In its pinning zone");
    const QString pinningTip = tr("OD 12.4: 4 inches ahead and 22.5 degrees outward");
    const QString yes = yesNo(true);
    const QString no = yesNo(false);

    Texts(const QString &forRuleset, const QJsonObject &data, double forTolerance)
        : ruleset(forRuleset), measurements(data), tolerance(forTolerance)
    {
        contactTip = tr("Bases in contact (within the battle's contact tolerance, %1 mm), each "
                        "pair as the measurer names it: our base first.")
                         .arg(tolerance);
        flankTip = ruleset == QLatin1String("fogr")
                       ? QString::fromLatin1(flankRule)
                       : tr("OD 14.6: a flank or rear attack begins at least partly "
                            "behind the target's frontage.");
        const QJsonObject ranges = data.value(QStringLiteral("shootingRanges")).toObject();
        if (ranges.contains(QStringLiteral("interpreted")))
            rangesInterpreted = tr("\n%1, interpreted: %2")
                                    .arg(ranges.value(QStringLiteral("source")).toString(),
                                         ranges.value(QStringLiteral("interpreted")).toString());
        sightTip = ruleset == QLatin1String("fogr") ? QString::fromLatin1(sightRule)
                                                    : tr("OD, Terrain Effects: Visibility");
        const QJsonObject blocking = data.value(QStringLiteral("terrainBlockingSight")).toObject();
        if (blocking.contains(QStringLiteral("missing")))
            sightTip +=
                tr("\nMissing: %1").arg(blocking.value(QStringLiteral("missing")).toString());
        restrictedTip = cite(data, "restrictedArea");
        interceptionTip =
            cite(data, "interceptionFoot") + QLatin1Char('\n') + cite(data, "interceptionMounted");
        commandTip = cite(data, "commandRange");
    }
};

InspectorDock::~InspectorDock() = default;

const InspectorDock::Texts &InspectorDock::texts(const QString &ruleset,
                                                 const QJsonObject &measurements, double tolerance)
{
    if (!mTexts || mTexts->ruleset != ruleset || !(mTexts->measurements == measurements) ||
        mTexts->tolerance != tolerance)
        mTexts = std::make_unique<Texts>(ruleset, measurements, tolerance);
    return *mTexts;
}

InspectorDock::InspectorDock(QWidget *parent)
    : QDockWidget(tr("Inspector"), parent), mHeading(new QLabel(this)),
      mTree(new InspectorTree(this))
{
    setObjectName(QStringLiteral("inspectorDock"));
    mHeading->setWordWrap(false);
    mHeading->setTextFormat(Qt::RichText);
    mHeading->setContentsMargins(4, 4, 4, 4);
    mTree->setColumnCount(ColumnCount);
    mTree->setHeaderLabels({tr("Enemy / fact"), tr("Value")});
    mTree->setRootIsDecorated(true);
    mTree->setUniformRowHeights(true);
    mTree->setAlternatingRowColors(true);
    // Sized to its contents when the rows' labels change, not on every answer: a drag answers
    // every move and only the values change then (ResizeToContents measured every row each time).
    mTree->header()->setSectionResizeMode(Fact, QHeaderView::Interactive);
    mTree->header()->setStretchLastSection(true);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(mHeading);
    layout->addWidget(mTree, 1);
    setWidget(body);
    connect(mTree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *current) {
        if (!mOverlays)
            return;
        while (current && current->parent())
            current = current->parent();
        mOverlays->highlight(current ? current->data(Fact, Qt::UserRole).toString() : QString());
    });
    sync();
}

void InspectorDock::setSources(const BattleDocument *document, MeasureOverlays *overlays)
{
    if (mOverlays != overlays) {
        if (mOverlays)
            disconnect(mOverlays, nullptr, this, nullptr);
        mOverlays = overlays;
        if (mOverlays)
            connect(mOverlays, &MeasureOverlays::factsChanged, this, &InspectorDock::sync);
    }
    mDocument = document;
    sync();
}

QTreeWidgetItem *InspectorDock::enemyRow(const QString &unitId) const
{
    for (int i = 0; i < mTree->topLevelItemCount(); ++i) {
        if (mTree->topLevelItem(i)->data(Fact, Qt::UserRole).toString() == unitId)
            return mTree->topLevelItem(i);
    }
    return nullptr;
}

QTreeWidgetItem *InspectorDock::factRow(const QString &unitId, const char *key) const
{
    QTreeWidgetItem *row = enemyRow(unitId);
    for (int i = 0; row && i < row->childCount(); ++i) {
        if (row->child(i)->data(Fact, Qt::UserRole).toString() == QLatin1String(key))
            return row->child(i);
    }
    return nullptr;
}

QString InspectorDock::unitName(const QString &unitId) const
{
    if (!mDocument)
        return unitId;
    const core::Battle &battle = mDocument->battle();
    const int u = battle.unitIndex(unitId);
    if (u < 0 || battle.units[u].name.isEmpty())
        return unitId;
    return battle.units[u].name;
}

void InspectorDock::sync()
{
    const QSignalBlocker blocker(mTree);
    std::vector<Row> rows;
    describe(rows);
    showRows(rows);
}

void InspectorDock::describe(std::vector<Row> &rows)
{
    if (!mDocument || !mOverlays) {
        mHeading->setText(tr("Open a battle to measure on its table."));
        return;
    }
    if (mOverlays->unitId().isEmpty()) {
        mHeading->setText(tr("Select one battle group on the table to see every enemy from it."));
        return;
    }
    const QString name = unitName(mOverlays->unitId());
    if (!mOverlays->error().isEmpty()) {
        mHeading->setText(
            tr("<b>%1</b>: %2").arg(name.toHtmlEscaped(), mOverlays->error().toHtmlEscaped()));
        return;
    }
    const core::Battle &battle = mDocument->battle();
    const QString symbol = battle.table.unit.symbol();
    const QJsonObject &facts = mOverlays->facts();
    const QJsonObject &data = mOverlays->measurements();
    QJsonArray enemies = facts.value(QStringLiteral("enemies")).toArray();

    // The heading: who, how many enemies, and the commanders' ranges.
    QString heading = enemies.size() == 1
                          ? tr("<b>%1</b> against 1 enemy battle group").arg(name.toHtmlEscaped())
                          : tr("<b>%1</b> against %2 enemy battle groups")
                                .arg(name.toHtmlEscaped())
                                .arg(enemies.size());
    for (const QJsonValue &value : facts.value(QStringLiteral("commanders")).toArray()) {
        const QString id = value[QStringLiteral("commander")].toString();
        QString who = id;
        for (const core::Commander &commander : battle.commanders) {
            if (commander.id == id && !commander.name.isEmpty())
                who = commander.name;
        }
        QString line = tr("%1: %2 away")
                           .arg(who.toHtmlEscaped(),
                                units(value[QStringLiteral("distance")].toDouble(), symbol));
        if (value.toObject().contains(QStringLiteral("range"))) {
            const bool in = value[QStringLiteral("inRange")].toBool();
            line +=
                tr(", range %1 %2, <span style=\"color:%3\">%4</span>")
                    .arg(QString::number(value[QStringLiteral("range")].toDouble()), symbol,
                         (in ? good : bad).name(), in ? tr("in command") : tr("out of command"));
        }
        heading += QStringLiteral("<br>") + line;
    }
    const Texts &text = texts(battle.ruleset, data, battle.table.contactTolerance);
    if (mHeading->text() != heading)
        mHeading->setText(heading);
    if (mHeading->toolTip() != text.commandTip)
        mHeading->setToolTip(text.commandTip);

    QList<QJsonObject> sorted;
    for (const QJsonValue &value : enemies)
        sorted << value.toObject();
    std::stable_sort(sorted.begin(), sorted.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return a[QStringLiteral("distance")].toDouble() < b[QStringLiteral("distance")].toDouble();
    });

    for (const QJsonObject &enemy : sorted) {
        const QString id = enemy[QStringLiteral("unit")].toString();
        const QJsonObject theirs = mOverlays->factsAbout(id);
        const double distance = enemy[QStringLiteral("distance")].toDouble();
        rows.push_back(Row{id, unitName(id), distance, units(distance, symbol), {}});
        Row &row = rows.back();

        auto fact = [&](const QString &key, const QString &label, const QString &value,
                        const QColor &colour, const QString &tip) {
            row.facts.push_back(FactRow{key, label, value, colour, tip});
        };

        // Contact, read from our bases.
        QStringList kinds;
        QStringList pairs;
        const QString theirBases = id + QLatin1Char('/');
        for (const QJsonValue &contact : mOverlays->contacts()) {
            if (!contact[QStringLiteral("b")].toString().startsWith(theirBases))
                continue;
            const QString kind = contact[QStringLiteral("contact")].toString();
            if (!kinds.contains(kind))
                kinds << kind;
            QString pair = QStringLiteral("%1 %2 %3")
                               .arg(contact[QStringLiteral("a")].toString(), kind,
                                    contact[QStringLiteral("b")].toString());
            if (contact.toObject().contains(QStringLiteral("length")))
                pair += QStringLiteral(", ") +
                        units(contact[QStringLiteral("length")].toDouble(), symbol);
            pairs << pair;
        }
        fact(text.contactKey, text.contact,
             kinds.isEmpty() ? text.none : kinds.join(QStringLiteral(", ")),
             kinds.isEmpty() ? quiet : good,
             pairs.isEmpty()
                 ? text.contactTip
                 : text.contactTip + QStringLiteral("\n") + pairs.join(QLatin1Char('\n')));

        // Flank or rear charges, both ways.
        const char *flankKey = enemy.contains(QStringLiteral("flankOrRearChargePosition"))
                                   ? "flankOrRearChargePosition"
                                   : "flankOrRearAttackPosition";
        if (enemy.contains(QLatin1String(flankKey))) {
            const bool yes = enemy[QLatin1String(flankKey)].toBool();
            fact(text.flankChargeKey, text.weCharge, yes ? text.inPosition : text.notInPosition,
                 yes ? good : quiet, text.flankTip);
        }
        if (theirs.contains(QLatin1String(flankKey))) {
            const bool yes = theirs[QLatin1String(flankKey)].toBool();
            fact(text.flankChargeAgainstUsKey, text.itCharges,
                 yes ? text.inPosition : text.notInPosition, yes ? bad : quiet, text.flankTip);
        }

        // Shooting: arc and range of our weapons.
        const QJsonObject shooting = enemy.value(QStringLiteral("shooting")).toObject();
        if (!shooting.isEmpty()) {
            QString value;
            QColor colour = quiet;
            if (!shooting.contains(QStringLiteral("range"))) {
                value = text.noWeapon;
            } else {
                const bool inArc = shooting[QStringLiteral("inArc")].toBool();
                const QString range = shooting[QStringLiteral("range")].toString();
                value = text.arcAndRange.arg(
                    inArc ? text.inArc : text.notInArc,
                    range == QLatin1String("out of range") ? range : text.rangeOf.arg(range));
                if (inArc && range != QLatin1String("out of range"))
                    colour = good;
            }
            QString tip = text.fromOurFrontEdge.arg(units(
                              shooting[QStringLiteral("frontEdgeDistance")].toDouble(), symbol)) +
                          text.arcRuleText;
            if (shooting.contains(QStringLiteral("arcBaseWidthsEachSide")))
                tip +=
                    text.arcHere.arg(shooting[QStringLiteral("arcBaseWidthsEachSide")].toDouble());
            tip += text.rangesInterpreted;
            fact(text.arcKey, text.ourShooting, value, colour, tip);
        } else if (enemy.contains(QStringLiteral("inOurArcOfFire"))) {
            const bool inArc = enemy[QStringLiteral("inOurArcOfFire")].toBool();
            fact(text.arcKey, text.inOurArcOfFire, inArc ? text.yes : text.no, inArc ? good : quiet,
                 text.odArcTip);
        }

        if (enemy.contains(QStringLiteral("lineOfSight"))) {
            const bool clear = enemy[QStringLiteral("lineOfSight")].toBool();
            fact(text.sightKey, text.lineOfSight, clear ? text.clear : text.blocked,
                 clear ? good : bad, text.sightTip);
        }

        auto eitherWay = [&](bool ours, bool its) {
            return ours && its ? text.eachInTheOthers
                   : ours      ? text.weAreInIts
                   : its       ? text.itIsInOurs
                               : text.neither;
        };
        if (enemy.contains(QStringLiteral("inItsRestrictedArea"))) {
            const bool pinned = enemy[QStringLiteral("inItsRestrictedArea")].toBool();
            const bool pins = enemy[QStringLiteral("itIsInOurRestrictedArea")].toBool();
            fact(text.restrictedAreaKey, text.restrictedArea, eitherWay(pinned, pins),
                 pinned || pins ? bad : quiet, text.restrictedTip);
        }
        if (enemy.contains(QStringLiteral("inItsZoneOfInterception"))) {
            const bool ours = enemy[QStringLiteral("inItsZoneOfInterception")].toBool();
            const bool its = theirs.value(QStringLiteral("inItsZoneOfInterception")).toBool();
            fact(text.interceptionKey, text.zoneOfInterception, eitherWay(ours, its),
                 ours || its ? bad : quiet, text.interceptionTip);
        }
        if (enemy.contains(QStringLiteral("inItsPinningZone"))) {
            const bool pinned = enemy[QStringLiteral("inItsPinningZone")].toBool();
            fact(text.restrictedAreaKey, text.inItsPinningZone, pinned ? text.yes : text.no,
                 pinned ? bad : quiet, text.pinningTip);
        }
    }
}

namespace {

void setItemText(QTreeWidgetItem *item, int column, const QString &text)
{
    if (item->text(column) != text)
        item->setText(column, text);
}

// A fact's row. Its tooltip (both columns) is kept here and read when the tooltip is shown:
// QTreeWidgetItem::setToolTip repaints the row, and during a drag some tooltips change on every
// move (the shooting fact's distance from our front edge) while the row looks the same.
class FactItem : public QTreeWidgetItem
{
public:
    using QTreeWidgetItem::QTreeWidgetItem;

    QVariant data(int column, int role) const override
    {
        if (role == Qt::ToolTipRole &&
            (column == InspectorDock::Fact || column == InspectorDock::Value))
            return mTip.isEmpty() ? QVariant() : QVariant(mTip);
        return QTreeWidgetItem::data(column, role);
    }

    void setTip(const QString &tip) { mTip = tip; }

private:
    QString mTip;
};

// An enemy's row. Its distance in table units (Qt::UserRole of the Value column) is kept here:
// set through QTreeWidgetItem::setData it told the view the cell changed a second time on every
// move, right after its text did, and the view measured the first row's height again each time.
class EnemyItem : public QTreeWidgetItem
{
public:
    using QTreeWidgetItem::QTreeWidgetItem;

    QVariant data(int column, int role) const override
    {
        if (role == Qt::UserRole && column == InspectorDock::Value)
            return mDistance;
        return QTreeWidgetItem::data(column, role);
    }

    void setDistance(double distance) { mDistance = distance; }

private:
    double mDistance = 0;
};

} // namespace

void InspectorDock::showRows(const std::vector<Row> &rows)
{
    // The rows already there are updated in place, and only what differs is set: during a drag
    // each move answers, and mostly only distances change. The n-th row shows the n-th nearest
    // enemy: when two enemies change places their rows' texts change, and no row is moved, so
    // that the tree repaints only the texts that changed.
    while (mTree->topLevelItemCount() > int(rows.size()))
        delete mTree->topLevelItem(mTree->topLevelItemCount() - 1);
    QFont bold = mTree->font();
    bold.setBold(true);
    QTreeWidgetItem *current = nullptr;
    QStringList labels; // every label of the fact column, to size it when they change
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const Row &row = rows[r];
        auto *item = static_cast<EnemyItem *>(mTree->topLevelItem(int(r)));
        if (!item) {
            item = new EnemyItem(mTree);
            item->setFont(Fact, bold);
            item->setToolTip(Value, tr("Shortest distance between the two battle groups' bases"));
        }
        if (item->data(Fact, Qt::UserRole).toString() != row.id)
            item->setData(Fact, Qt::UserRole, row.id);
        if (item->text(Fact) != row.name) {
            item->setText(Fact, row.name);
            item->setToolTip(Fact, tr("Click to mark %1 on the table").arg(row.name));
        }
        labels << row.name;
        setItemText(item, Value, row.distanceText);
        item->setDistance(row.distance);

        bool sameFacts = item->childCount() == int(row.facts.size());
        for (int f = 0; sameFacts && f < item->childCount(); ++f)
            sameFacts = item->child(f)->data(Fact, Qt::UserRole).toString() == row.facts[f].key;
        if (!sameFacts) {
            qDeleteAll(item->takeChildren());
            for (const FactRow &fact : row.facts) {
                auto *child = new FactItem(item);
                child->setData(Fact, Qt::UserRole, fact.key);
            }
        }
        for (std::size_t f = 0; f < row.facts.size(); ++f) {
            const FactRow &fact = row.facts[f];
            auto *child = static_cast<FactItem *>(item->child(int(f)));
            setItemText(child, Fact, fact.label);
            labels << fact.label;
            setItemText(child, Value, fact.value);
            if (child->foreground(Value).color() != fact.colour)
                child->setForeground(Value, fact.colour);
            child->setTip(fact.tip);
        }
        if (!item->isExpanded())
            item->setExpanded(true);
        if (row.id == mOverlays->highlighted())
            current = item;
    }
    if (mTree->currentItem() != current)
        mTree->setCurrentItem(current);
    labels.sort();
    if (labels != mLabels) {
        mLabels = labels;
        mTree->resizeColumnToContents(Fact);
    }
}

} // namespace adjutant::app
