#include "app/gui/unitsdock.h"

#include "app/gui/battledocument.h"
#include "core/battle.h"

#include <QHeaderView>
#include <QSet>
#include <QTreeWidget>

namespace adjutant::app {

namespace {
constexpr int IdRole = Qt::UserRole;

QString stateText(const core::UnitState &state)
{
    QStringList parts;
    if (!state.cohesion.isEmpty())
        parts << state.cohesion;
    if (state.disordered)
        parts << UnitsDock::tr("disordered");
    parts << state.flags;
    return parts.join(QStringLiteral(", "));
}
} // namespace

UnitsDock::UnitsDock(QWidget *parent) : QDockWidget(tr("Units"), parent), mTree(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("unitsDock"));
    mTree->setColumnCount(ColumnCount);
    mTree->setHeaderLabels({tr("Unit"), tr("Troop type"), tr("Quality"), tr("Strength"), tr("State"), tr("Commander")});
    mTree->setAlternatingRowColors(true);
    mTree->setUniformRowHeights(true);
    mTree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setWidget(mTree);
    connect(mTree, &QTreeWidget::currentItemChanged, this, [this] { emit selectedUnitChanged(selectedUnit()); });
}

QString UnitsDock::selectedUnit() const
{
    const QString id = mTree->currentItem() ? mTree->currentItem()->data(0, IdRole).toString() : QString();
    return id.startsWith(QStringLiteral("unit:")) ? id.mid(5) : QString();
}

void UnitsDock::setDocument(const BattleDocument *document)
{
    if (mDocument)
        disconnect(mDocument, nullptr, this, nullptr);
    mDocument = document;
    if (document)
        connect(document, &BattleDocument::changed, this, &UnitsDock::sync);
    sync();
}

void UnitsDock::sync()
{
    // Keep what the user had open and selected across the rebuild.
    QSet<QString> collapsed;
    for (int i = 0; i < mTree->topLevelItemCount(); ++i) {
        if (!mTree->topLevelItem(i)->isExpanded())
            collapsed << mTree->topLevelItem(i)->data(0, IdRole).toString();
    }
    const QString selected = mTree->currentItem() ? mTree->currentItem()->data(0, IdRole).toString() : QString();
    mTree->clear();
    if (!mDocument)
        return;
    const core::Battle &battle = mDocument->battle();
    for (const core::Side &side : battle.sides) {
        auto *sideItem = new QTreeWidgetItem(mTree);
        sideItem->setData(0, IdRole, QStringLiteral("side:") + side.id);
        QFont bold = sideItem->font(0);
        bold.setBold(true);
        sideItem->setFont(Name, bold);
        int units = 0;
        for (const core::Unit &unit : battle.units) {
            if (unit.side != side.id)
                continue;
            ++units;
            auto *item = new QTreeWidgetItem(sideItem);
            item->setData(0, IdRole, QStringLiteral("unit:") + unit.id);
            item->setText(Name, unit.name.isEmpty() ? unit.id : unit.name);
            QStringList type{unit.troopType};
            if (!unit.armour.isEmpty())
                type.prepend(unit.armour);
            item->setText(TroopType, type.join(QLatin1Char(' ')));
            item->setToolTip(TroopType, unit.capabilities.join(QStringLiteral(", ")));
            item->setText(Quality, unit.quality);
            item->setText(Strength, QStringLiteral("%1 / %2").arg(unit.currentStrength).arg(unit.originalStrength));
            item->setTextAlignment(Strength, Qt::AlignCenter);
            item->setText(State, stateText(unit.state));
            QStringList commanders;
            for (const core::Commander &commander : battle.commanders) {
                if (commander.attachedTo == unit.id)
                    commanders << (commander.name.isEmpty() ? commander.rank : commander.name);
            }
            item->setText(Commander, commanders.join(QStringLiteral(", ")));
            if (item->data(0, IdRole).toString() == selected)
                mTree->setCurrentItem(item);
        }
        sideItem->setText(Name, QStringLiteral("%1  (%2)").arg(side.name.isEmpty() ? side.id : side.name).arg(units));
        sideItem->setFirstColumnSpanned(false);
        sideItem->setExpanded(!collapsed.contains(sideItem->data(0, IdRole).toString()));
    }
}

} // namespace adjutant::app
