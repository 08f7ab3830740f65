// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/hex.h"

#include <array>
#include <cstddef>
#include <initializer_list>
#include <stdexcept>

namespace adjutant::geometry {

// A few hexes in a fixed-size array, in a meaningful order (left to right for arcs): the small
// answers of the hex functions, without allocating.
template <std::size_t Capacity> class HexList
{
public:
    constexpr HexList() = default;
    constexpr HexList(std::initializer_list<Hex> hexes)
    {
        for (const Hex &hex : hexes)
            push(hex);
    }

    constexpr void push(Hex hex)
    {
        if (mSize == Capacity)
            throw std::length_error("HexList is full");
        mHexes[mSize++] = hex;
    }

    constexpr std::size_t size() const { return mSize; }
    constexpr bool empty() const { return mSize == 0; }
    constexpr const Hex &operator[](std::size_t index) const { return mHexes[index]; }
    constexpr const Hex *begin() const { return mHexes.data(); }
    constexpr const Hex *end() const { return mHexes.data() + mSize; }

    constexpr bool contains(Hex hex) const
    {
        for (const Hex &item : *this) {
            if (item == hex)
                return true;
        }
        return false;
    }

    friend constexpr bool operator==(const HexList &a, const HexList &b)
    {
        if (a.mSize != b.mSize)
            return false;
        for (std::size_t i = 0; i < a.mSize; ++i) {
            if (!(a.mHexes[i] == b.mHexes[i]))
                return false;
        }
        return true;
    }

private:
    std::array<Hex, Capacity> mHexes{};
    std::size_t mSize = 0;
};

} // namespace adjutant::geometry
