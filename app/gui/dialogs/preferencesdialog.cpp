// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/dialogs/preferencesdialog.h"

#include "app/gui/dialogs/newbattledialog.h"
#include "app/gui/dialogs/preferences.h"
#include "geometry/tolerance.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace adjutant::app {

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent), mMuSize(new QComboBox(this)),
      mSnapping(new QCheckBox(tr("Dropped bases &snap into contact"), this)),
      mHighlight(new QCheckBox(tr("Show &contact and overlap on the table"), this)),
      mPalette(new QComboBox(this)), mTolerance(NewBattleDialog::toleranceBox(this))
{
    setWindowTitle(tr("Preferences"));
    for (const auto &[label, mm] : NewBattleDialog::muSizes())
        mMuSize->addItem(label, mm);
    mMuSize->setCurrentIndex(std::max(0, mMuSize->findData(Preferences::muMillimetres())));
    mMuSize->setToolTip(
        tr("The MU offered first for a new battle; a battle keeps the MU it was made with"));
    mSnapping->setChecked(Preferences::snapping());
    mSnapping->setToolTip(tr("Hold Shift while dropping to place a base freely"));
    mHighlight->setChecked(Preferences::highlightContacts());
    mPalette->addItem(tr("As the system"), QStringLiteral("system"));
    mPalette->addItem(tr("Light"), QStringLiteral("light"));
    mPalette->addItem(tr("Dark"), QStringLiteral("dark"));
    mPalette->setCurrentIndex(std::max(0, mPalette->findData(Preferences::palette())));
    // Each battle keeps its own, so that the app and adjutant-cli measure it alike.
    auto *toleranceNote =
        new QLabel(tr("A battle keeps the tolerance it was made with (%1 mm unless chosen "
                      "otherwise); Table > Contact Tolerance… changes the open battle's.")
                       .arg(geometry::contactTolerance),
                   this);
    toleranceNote->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("New battles: &MU of"), mMuSize);
    form->addRow(tr("New battles: contact &tolerance"), mTolerance);
    form->addRow(QString(), toleranceNote);
    form->addRow(QString(), mHighlight);
    form->addRow(QString(), mSnapping);
    form->addRow(tr("&Palette:"), mPalette);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PreferencesDialog::reject);
}

void PreferencesDialog::accept()
{
    Preferences::setMuMillimetres(mMuSize->currentData().toDouble());
    Preferences::setContactToleranceMillimetres(mTolerance->value());
    Preferences::setSnapping(mSnapping->isChecked());
    Preferences::setHighlightContacts(mHighlight->isChecked());
    Preferences::setPalette(mPalette->currentData().toString());
    Preferences::applyPalette(Preferences::palette());
    QDialog::accept();
}

} // namespace adjutant::app
