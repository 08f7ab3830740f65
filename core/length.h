// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <compare>

namespace adjutant::core {

// A length on the table, held as a whole number of micrometres so that every unit Adjutant
// measures in (25 mm, 1 inch = 25.4 mm, 40 mm and 1.5 inch = 38.1 mm MU; inches) converts
// exactly: each is a whole number of micrometres.
class Length
{
public:
    constexpr Length() = default;
    static constexpr Length fromMicrometres(qint64 um) { return Length(um); }
    // Rounds to the nearest micrometre.
    static Length fromMillimetres(double mm);

    constexpr qint64 micrometres() const { return mUm; }
    constexpr double millimetres() const { return double(mUm) / 1000.0; }

    constexpr auto operator<=>(const Length &) const = default;
    constexpr Length operator+(Length other) const { return Length(mUm + other.mUm); }
    constexpr Length operator-(Length other) const { return Length(mUm - other.mUm); }

private:
    constexpr explicit Length(qint64 um) : mUm(um) {}
    qint64 mUm = 0;
};

} // namespace adjutant::core
