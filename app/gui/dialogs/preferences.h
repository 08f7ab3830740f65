// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace adjutant::app {

// The user's preferences, kept with QSettings (Edit > Preferences). Each is read where it is
// used, so a changed preference holds from the next use on.
namespace Preferences {

// Millimetres to the MU offered first for a new battle, of the sizes the rule sets allow
// (rulesets::Setup::movementUnits); the first rule set's first size until the user chooses.
double muMillimetres();
void setMuMillimetres(double mm);
// The contact tolerance in mm offered for a new battle (core::TableModel::contactTolerance);
// a stored value outside geometry's range, or not a number, reads as the default.
double contactToleranceMillimetres();
void setContactToleranceMillimetres(double mm);
// Dropped bases snap into contact (the table's Snap action).
bool snapping();
void setSnapping(bool on);
// Contact and overlap drawn on the table (the table's Contacts action).
bool highlightContacts();
void setHighlightContacts(bool on);
// "system", "light" or "dark".
QString palette();
void setPalette(const QString &name);

// Applies a palette app-wide: light and dark use the Fusion style, which draws with the
// palette; "system" restores the style and palette the application started with. The table
// keeps its own colours (tablestyle.h), which read the same on either.
void applyPalette(const QString &name);

// Table-side mode (View > Table-Side Mode): large type, for players reading the screen from their
// side of the table.
bool tableSide();
void setTableSide(bool on);
// Applies it app-wide: the table's words and cohesion marks twice their size (tablestyle::sized)
// and the windows' type half as large again as the application started with. The views lay
// themselves out again on the change of font; the table's items are drawn again by the caller.
void applyTableSide(bool on);

} // namespace Preferences
} // namespace adjutant::app
