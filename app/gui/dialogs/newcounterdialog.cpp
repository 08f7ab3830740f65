// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/dialogs/newcounterdialog.h"

#include "app/gui/dialogs/newunitdialog.h"
#include "core/battle.h"
#include "core/textlimits.h"
#include "geometry/hexfacing.h"
#include "geometry/hexmap.h"
#include "geometry/hexoffset.h"
#include "rulesets/ruleset.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>

#include <algorithm>

namespace adjutant::app {

namespace {

// The vertex a new unit faces: east (toward the last column) for the first side, west for the
// others. A convention of the dialog, not a rule: the players turn it.
int facingOf(int sideIndex)
{
    return sideIndex == 0 ? 1 : 4;
}

} // namespace

NewCounterDialog::NewCounterDialog(const core::Battle &battle, QWidget *parent)
    : QDialog(parent), mBattle(battle), mSide(new QComboBox(this)), mName(new QLineEdit(this)),
      mType(new QComboBox(this)), mCommand(new QComboBox(this)), mHexes(new QLabel(this))
{
    const rulesets::Ruleset *ruleset = rulesets::findRuleset(battle.ruleset);
    setWindowTitle(tr("New Unit"));
    if (ruleset) {
        mSetup = ruleset->setup();
        for (const rulesets::TroopType &type : ruleset->troopCatalogue()) {
            const QString title = type.details.value(QStringLiteral("title")).toString();
            mType->addItem(title.isEmpty() ? type.name : tr("%1 (%2)").arg(type.name, title), type.name);
        }
    }
    mType->setEditable(mType->count() == 0);
    mName->setMaxLength(int(core::TextLimits::maxName)); // docs/formats.md, Limits
    if (mType->isEditable())
        mType->lineEdit()->setMaxLength(int(core::TextLimits::maxName));
    for (const core::Side &side : battle.sides)
        mSide->addItem(core::TextLimits::shownName(side.name, side.id), side.id);
    mName->setPlaceholderText(tr("as the players call it"));

    auto *form = new QFormLayout;
    form->addRow(tr("Side:"), mSide);
    form->addRow(tr("Name:"), mName);
    form->addRow(tr("Type:"), mType);
    form->addRow(QString(), mHexes);
    for (const rulesets::CounterValue &value : std::as_const(mSetup.counterValues)) {
        auto *box = new QSpinBox(this);
        // One below the range: not recorded (the procedures then ask the players).
        box->setRange(value.minimum - 1, value.maximum);
        box->setSpecialValueText(tr("not recorded"));
        box->setValue(box->minimum());
        box->setToolTip(value.citation);
        mValues.insert(value.key, box);
        form->addRow(tr("%1:").arg(value.label), box);
    }
    if (!mSetup.commandProperty.isEmpty())
        form->addRow(tr("%1:").arg(mSetup.commandLabel), mCommand);
    else
        mCommand->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Place"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    auto *where = new QLabel(tr("It is placed in the free hex nearest the middle of the map as "
                                "shown, facing east for the first side and west for the others: "
                                "turn it with [ and ]."));
    where->setWordWrap(true);
    layout->addWidget(where);
    layout->addWidget(buttons);
    connect(mSide, &QComboBox::currentIndexChanged, this, &NewCounterDialog::sideChanged);
    connect(mType, &QComboBox::currentIndexChanged, this, &NewCounterDialog::typeChanged);
    sideChanged();
    typeChanged();
}

void NewCounterDialog::sideChanged()
{
    // The commanders of the side: the unit belongs to one's command, or to none.
    const QString side = mSide->currentData().toString();
    mCommand->clear();
    mCommand->addItem(tr("none"), QString());
    for (const core::Commander &commander : mBattle.commanders) {
        if (commander.side == side)
            mCommand->addItem(core::TextLimits::shownName(commander.name, commander.id),
                              commander.id);
    }
}

void NewCounterDialog::typeChanged()
{
    const bool isDouble = mSetup.doubleTypes.contains(mType->currentData().toString());
    mHexes->setText(isDouble ? tr("A double unit: two hexes side by side") : tr("One hex"));
}

QJsonObject NewCounterDialog::unit(const core::HexCell &near) const
{
    const QString type = mType->currentData().toString().isEmpty() ? mType->currentText()
                                                                     : mType->currentData().toString();
    const bool isDouble = mSetup.doubleTypes.contains(type);
    const int facing = facingOf(mSide->currentIndex());
    const geometry::HexMap map(mBattle.table.hexColumns, mBattle.table.hexRows);
    QSet<QPair<int, int>> taken;
    for (const core::Unit &unit : mBattle.units) {
        for (const core::Base &base : unit.bases)
            taken.insert({base.hex.column, base.hex.row});
    }
    const auto isFree = [&](geometry::Hex hex) {
        const geometry::HexOffset at = geometry::toOffset(hex);
        return map.contains(at) && !taken.contains({at.column, at.row});
    };
    // Every hex of the map, nearest `near` first.
    const geometry::Hex centre = geometry::toHex({near.column, near.row});
    std::vector<geometry::Hex> hexes;
    for (int column = 0; column < mBattle.table.hexColumns; ++column) {
        for (int row = 0; row < mBattle.table.hexRows; ++row)
            hexes.push_back(geometry::toHex({column, row}));
    }
    std::stable_sort(hexes.begin(), hexes.end(), [&](geometry::Hex a, geometry::Hex b) {
        return geometry::hexDistance(a, centre) < geometry::hexDistance(b, centre);
    });
    const geometry::HexDirection right = geometry::HexFacing::fromVertex(facing)->rightSide();
    QList<geometry::Hex> place;
    for (const geometry::Hex hex : hexes) {
        if (!isFree(hex))
            continue;
        // N1600 7.2: a double unit's right half stands across its left half's right hexside.
        if (isDouble && !isFree(geometry::neighbour(hex, right)))
            continue;
        place = {hex};
        if (isDouble)
            place << geometry::neighbour(hex, right);
        break;
    }
    if (place.isEmpty())
        return {};
    const QString name = mName->text().trimmed().isEmpty() ? type : mName->text().trimmed();
    const QString id = NewUnitDialog::newUnitId(mBattle, name);
    QJsonArray bases;
    for (qsizetype i = 0; i < place.size(); ++i) {
        const geometry::HexOffset at = geometry::toOffset(place[i]);
        bases.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("%1-%2").arg(id).arg(i + 1)},
                                 {QStringLiteral("column"), at.column},
                                 {QStringLiteral("row"), at.row},
                                 {QStringLiteral("facing"), facing}});
    }
    QJsonObject json{{QStringLiteral("id"), id},
                     {QStringLiteral("side"), mSide->currentData().toString()},
                     {QStringLiteral("name"), name},
                     {QStringLiteral("troopType"), type},
                     {QStringLiteral("strength"), QJsonObject{{QStringLiteral("original"), int(place.size())}}},
                     {QStringLiteral("bases"), bases}};
    QJsonObject properties;
    for (auto it = mValues.cbegin(); it != mValues.cend(); ++it) {
        if (it.value()->value() == it.value()->minimum())
            continue; // not recorded
        if (it.key() == QLatin1String("quality"))
            json.insert(QStringLiteral("quality"), QString::number(it.value()->value()));
        else
            properties.insert(it.key(), it.value()->value());
    }
    if (!mSetup.commandProperty.isEmpty() && !mCommand->currentData().toString().isEmpty())
        properties.insert(mSetup.commandProperty, mCommand->currentData().toString());
    if (!properties.isEmpty())
        json.insert(QStringLiteral("properties"), properties);
    return json;
}

} // namespace adjutant::app
