// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/docks/inspectordock.h"

#include "app/gui/document/battledocument.h"
#include "app/gui/style/themecolours.h"
#include "app/gui/table/measureoverlays.h"
#include "core/battle.h"
#include "rulesets/books.h"
#include "rulesets/ruleset.h"
#include "rulesets/tablerules.h"

#include <QEvent>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QPaintEvent>
#include <QPainter>
#include <QSet>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace adjutant::app {

namespace {

// In colours that read on the palette in use, light or dark.
QColor good()
{
    return themecolours::good();
}
QColor bad()
{
    return themecolours::problem();
}
QColor quiet()
{
    return themecolours::muted();
}

// "2.40 MU"; on a hex map, where distances are counted, "2 hexes" (N1600 1.2 counts them).
QString units(double value, const QString &symbol, bool hex = false)
{
    if (hex) {
        const int count = int(std::lround(value));
        return count == 1 ? InspectorDock::tr("1 hex") : InspectorDock::tr("%1 hexes").arg(count);
    }
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

InspectorDock::~InspectorDock() = default;

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

void InspectorDock::changeEvent(QEvent *event)
{
    QDockWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
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

QTreeWidgetItem *InspectorDock::factRow(const QString &unitId, const QString &key) const
{
    QTreeWidgetItem *row = enemyRow(unitId);
    for (int i = 0; row && i < row->childCount(); ++i) {
        if (row->child(i)->data(Fact, Qt::UserRole).toString() == key)
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

InspectorDock::FactRow InspectorDock::factRow(const rulesets::FactView &fact) const
{
    const QColor colour = fact.tone == rulesets::FactView::Tone::Good  ? good()
                          : fact.tone == rulesets::FactView::Tone::Bad ? bad()
                                                                        : quiet();
    return FactRow{fact.key, fact.label, fact.value, colour, fact.tip};
}

void InspectorDock::describe(std::vector<Row> &rows)
{
    if (!mDocument || !mOverlays) {
        mHeading->setText(tr("Open a battle to measure on its table."));
        return;
    }
    if (mOverlays->unitId().isEmpty()) {
        const rulesets::Ruleset *ruleset = rulesets::findRuleset(mDocument->battle().ruleset);
        mHeading->setText(tr("Select one %1 on the table to see every enemy from it.")
                              .arg(ruleset ? ruleset->books().terms().unit : tr("unit")));
        return;
    }
    const QString name = unitName(mOverlays->unitId());
    if (!mOverlays->error().isEmpty()) {
        mHeading->setText(
            tr("<b>%1</b>: %2").arg(name.toHtmlEscaped(), mOverlays->error().toHtmlEscaped()));
        return;
    }
    const core::Battle &battle = mDocument->battle();
    const rulesets::TableRules *rules = mOverlays->rules();
    if (!rules)
        return;
    const QString symbol = battle.table.unit.symbol();
    const bool hex = battle.table.unit.isHex();
    const QJsonObject &facts = mOverlays->facts();
    QJsonArray enemies = facts.value(QStringLiteral("enemies")).toArray();

    // The heading: who, how many enemies, and the commanders' ranges.
    const rulesets::Ruleset *ruleset = rulesets::findRuleset(battle.ruleset);
    const rulesets::BooksTerms terms =
        ruleset ? ruleset->books().terms() : rulesets::BooksTerms();
    QString heading = tr("<b>%1</b> against %2 enemy %3")
                          .arg(name.toHtmlEscaped())
                          .arg(enemies.size())
                          .arg(enemies.size() == 1 ? terms.unit : terms.units);
    for (const QJsonValue &value : facts.value(QStringLiteral("commanders")).toArray()) {
        const QString id = value[QStringLiteral("commander")].toString();
        QString who = id;
        for (const core::Commander &commander : battle.commanders) {
            if (commander.id == id && !commander.name.isEmpty())
                who = commander.name;
        }
        QString line = tr("%1: %2 away")
                           .arg(who.toHtmlEscaped(),
                                units(value[QStringLiteral("distance")].toDouble(), symbol, hex));
        if (value.toObject().contains(QStringLiteral("range"))) {
            const bool in = value[QStringLiteral("inRange")].toBool();
            line +=
                tr(", range %1, <span style=\"color:%2\">%3</span>")
                    .arg(hex ? units(value[QStringLiteral("range")].toDouble(), symbol, true)
                             : QStringLiteral("%1 %2").arg(
                                   QString::number(value[QStringLiteral("range")].toDouble()),
                                   symbol),
                         (in ? good() : bad()).name(), in ? tr("in command") : tr("out of command"));
        }
        heading += QStringLiteral("<br>") + line;
    }
    if (mHeading->text() != heading)
        mHeading->setText(heading);
    if (mCommandTipFor != rules) {
        mCommandTipFor = rules;
        mHeading->setToolTip(rules->commandTip());
    }
    if (mContactTipFor != battle.table.contactTolerance || mContactTip.isEmpty()) {
        mContactTipFor = battle.table.contactTolerance;
        mContactTip = tr("Bases in contact (within the battle's contact tolerance, %1 mm), each "
                         "pair as the measurer names it: our base first.")
                          .arg(mContactTipFor);
    }

    // The unit itself first (its move, its changes of formation), where the rule set says.
    const QString self = mOverlays->unitId();
    const int selfIndex = battle.unitIndex(self);
    const QList<rulesets::FactView> own =
        selfIndex < 0 ? QList<rulesets::FactView>() : rules->describeUnit(battle, selfIndex, facts);
    if (!own.isEmpty()) {
        rows.push_back(Row{self, tr("%1 itself").arg(name), 0, QString(), {}});
        for (const rulesets::FactView &fact : own)
            rows.back().facts.push_back(factRow(fact));
    }

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
        rows.push_back(Row{id, unitName(id), distance, units(distance, symbol, hex), {}});
        Row &row = rows.back();
        // The rule set's facts, as it words them.
        const QList<rulesets::FactView> facts = rules->describe(battle, enemy, theirs);
        // Units stand in hexes on a map: none is in contact with another.
        if (hex) {
            for (const rulesets::FactView &fact : facts)
                row.facts.push_back(factRow(fact));
            continue;
        }

        // Contact, read from our bases: the same for every rule set.
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
        row.facts.push_back(FactRow{
            QString::fromLatin1(contactKey), tr("Contact"),
            kinds.isEmpty() ? tr("none") : kinds.join(QStringLiteral(", ")),
            kinds.isEmpty() ? quiet() : good(),
            pairs.isEmpty() ? mContactTip
                            : mContactTip + QStringLiteral("\n") + pairs.join(QLatin1Char('\n'))});

        for (const rulesets::FactView &fact : facts)
            row.facts.push_back(factRow(fact));
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
            item->setToolTip(Value, tr("Shortest distance between the two sides' nearest bases"));
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
