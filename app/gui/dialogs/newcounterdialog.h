// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/hexcell.h"
#include "rulesets/setup.h"

#include <QDialog>
#include <QHash>
#include <QJsonObject>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace adjutant::core {
struct Battle;
}

namespace adjutant::app {

// Table > New Unit on a hex map: a unit of the rule set's troop catalogue as its counter shows
// it (rulesets::Setup::counterValues: Nieuport 1600's morale and movement values, each "not
// recorded" until typed), of a side and, where the rule set keeps commands, of one of its
// commanders (Nieuport 1600: his wing), in one hex or two side by side (Setup::doubleTypes). It
// goes on the map in one step (one unit.added), in the free hex nearest the one asked for,
// facing east for the first side and west for the others: the players turn it with [ and ].
class NewCounterDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewCounterDialog(const core::Battle &battle, QWidget *parent = nullptr);

    // The unit as a unit.added payload's "unit", in the free hexes nearest `near`; empty when no
    // hex (or pair of hexes) of the map is free.
    QJsonObject unit(const core::HexCell &near) const;

    QComboBox *sideBox() const { return mSide; }
    QLineEdit *nameEdit() const { return mName; }
    QComboBox *troopTypeBox() const { return mType; }
    QComboBox *commandBox() const { return mCommand; }
    // The box of the counter value `key` ("quality", "movement"), or null.
    QSpinBox *valueBox(const QString &key) const { return mValues.value(key); }

private:
    void sideChanged();
    void typeChanged();

    const core::Battle &mBattle;
    rulesets::Setup mSetup;
    QComboBox *mSide;
    QLineEdit *mName;
    QComboBox *mType;
    QComboBox *mCommand;
    QLabel *mHexes;
    QHash<QString, QSpinBox *> mValues;
};

} // namespace adjutant::app
