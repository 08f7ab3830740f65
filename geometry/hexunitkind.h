// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace adjutant::geometry {

// The kinds of pieces the hex geometry tells apart (N1600 2): combat units are infantry, cavalry
// or artillery; commanders are pieces of their own.
enum class HexUnitKind
{
    Infantry,
    Cavalry,
    Artillery,
    Commander
};

} // namespace adjutant::geometry
