// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;

namespace adjutant::app {

// Edit > Preferences: the MU and contact tolerance for new battles, snapping and contact display on
// the table, and the light or dark palette. Accepting saves them (Preferences) and applies the
// palette.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget *parent = nullptr);
    void accept() override;

    QComboBox *muSize() const { return mMuSize; }
    QCheckBox *snapping() const { return mSnapping; }
    QCheckBox *highlight() const { return mHighlight; }
    QComboBox *palette() const { return mPalette; }
    QDoubleSpinBox *tolerance() const { return mTolerance; }

private:
    QComboBox *mMuSize;
    QCheckBox *mSnapping;
    QCheckBox *mHighlight;
    QComboBox *mPalette;
    QDoubleSpinBox *mTolerance;
};

} // namespace adjutant::app
