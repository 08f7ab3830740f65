// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the library and the rule sets' exact arithmetic: a fixed-width unsigned integer of N
// 64-bit limbs with only what the hot paths need (sums, products, shifts, division by a word, its
// decimal text and its double). boost::multiprecision's uint256_t does the same several times
// slower (a general loop with size checks per operation, a general division); this one is
// unrolled by the compiler, allocates nothing and never checks for overflow: the callers choose
// it only when every value fits (bitsOf in fixedweight.h), like the other fixed widths.

#include "rulesets/common/exactdistribution.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <string>

namespace adjutant::rulesets {

__extension__ typedef unsigned __int128 UInt128; // GCC and Clang; a plain 128-bit product

template <std::size_t N> struct WideUInt
{
    std::array<std::uint64_t, N> limb{}; // least significant first

    WideUInt() = default;
    WideUInt(std::uint64_t w) { limb[0] = w; } // NOLINT: as the built-in integers convert

    bool isZero() const
    {
        std::uint64_t any = 0;
        for (std::uint64_t l : limb)
            any |= l;
        return any == 0;
    }
    friend bool operator==(const WideUInt &a, const WideUInt &b)
    {
        std::uint64_t differ = 0;
        for (std::size_t i = 0; i < N; ++i)
            differ |= a.limb[i] ^ b.limb[i];
        return differ == 0;
    }
    friend bool operator==(const WideUInt &a, std::uint64_t w)
    {
        std::uint64_t high = 0;
        for (std::size_t i = 1; i < N; ++i)
            high |= a.limb[i];
        return high == 0 && a.limb[0] == w;
    }
    // The number of limbs up to the highest that is not zero (0 for 0).
    std::size_t size() const
    {
        std::size_t n = N;
        while (n > 0 && limb[n - 1] == 0)
            --n;
        return n;
    }
    bool fitsWord() const { return size() <= 1; }
    // The number of bits (0 for 0): as bitsOf gives it for a Weight.
    unsigned bits() const
    {
        const std::size_t n = size();
        return n == 0 ? 0 : unsigned(64 * n) - unsigned(std::countl_zero(limb[n - 1]));
    }

    WideUInt &operator+=(const WideUInt &o)
    {
        unsigned char carry = 0;
        for (std::size_t i = 0; i < N; ++i) {
            const UInt128 s = UInt128(limb[i]) + o.limb[i] + carry;
            limb[i] = std::uint64_t(s);
            carry = static_cast<unsigned char>(s >> 64);
        }
        return *this;
    }
    WideUInt &operator-=(const WideUInt &o)
    {
        std::uint64_t borrow = 0;
        for (std::size_t i = 0; i < N; ++i) {
            const std::uint64_t a = limb[i], b = o.limb[i];
            const std::uint64_t d = a - b - borrow;
            borrow = (a < b) || (a - b < borrow) ? 1 : 0;
            limb[i] = d;
        }
        return *this;
    }
    friend WideUInt operator+(WideUInt a, const WideUInt &b) { return a += b; }
    friend WideUInt operator-(WideUInt a, const WideUInt &b) { return a -= b; }

    // The product modulo 2^(64 N), skipping the zero limbs above each operand (most operands here
    // are much narrower than N limbs, many fit a word).
    friend WideUInt operator*(const WideUInt &a, const WideUInt &b)
    {
        const std::size_t nb = b.size();
        if (nb <= 1)
            return a.timesWord(b.limb[0]);
        const std::size_t na = a.size();
        if (na <= 1)
            return b.timesWord(a.limb[0]);
        WideUInt out;
        for (std::size_t i = 0; i < na; ++i) {
            std::uint64_t carry = 0;
            for (std::size_t j = 0; i + j < N && j < nb; ++j) {
                const UInt128 p = UInt128(a.limb[i]) * b.limb[j] + out.limb[i + j] + carry;
                out.limb[i + j] = std::uint64_t(p);
                carry = std::uint64_t(p >> 64);
            }
            if (i + nb < N)
                out.limb[i + nb] = carry;
        }
        return out;
    }
    // The product modulo 2^(64 N) with every limb taken (no sizes read: the loops unroll), for
    // operands that use most of their limbs.
    WideUInt lowProduct(const WideUInt &b) const
    {
        WideUInt out;
        for (std::size_t i = 0; i < N; ++i) {
            std::uint64_t carry = 0;
            for (std::size_t j = 0; i + j < N; ++j) {
                const UInt128 p = UInt128(limb[i]) * b.limb[j] + out.limb[i + j] + carry;
                out.limb[i + j] = std::uint64_t(p);
                carry = std::uint64_t(p >> 64);
            }
        }
        return out;
    }
    // The lowest 128 bits.
    UInt128 low128() const { return (UInt128(limb[1]) << 64) | limb[0]; }
    // += a * b, the 256-bit product of two 128-bit numbers, in four word products (N >= 4).
    void addProduct(UInt128 a, UInt128 b)
    {
        static_assert(N >= 4);
        const std::uint64_t a0 = std::uint64_t(a), a1 = std::uint64_t(a >> 64);
        const std::uint64_t b0 = std::uint64_t(b), b1 = std::uint64_t(b >> 64);
        const UInt128 p00 = UInt128(a0) * b0, p01 = UInt128(a0) * b1, p10 = UInt128(a1) * b0,
                      p11 = UInt128(a1) * b1;
        // The product's limbs: p00 + (p01 + p10) 2^64 + p11 2^128.
        const UInt128 middle = UInt128(std::uint64_t(p00 >> 64)) + std::uint64_t(p01) + std::uint64_t(p10);
        const std::uint64_t r0 = std::uint64_t(p00);
        const std::uint64_t r1 = std::uint64_t(middle);
        const UInt128 high = UInt128(std::uint64_t(middle >> 64)) + (p01 >> 64) + (p10 >> 64) + p11;
        // Add r0, r1, high (limbs 2, 3) with carries.
        UInt128 sum = UInt128(limb[0]) + r0;
        limb[0] = std::uint64_t(sum);
        sum = UInt128(limb[1]) + r1 + std::uint64_t(sum >> 64);
        limb[1] = std::uint64_t(sum);
        sum = UInt128(limb[2]) + std::uint64_t(high) + std::uint64_t(sum >> 64);
        limb[2] = std::uint64_t(sum);
        sum = UInt128(limb[3]) + std::uint64_t(high >> 64) + std::uint64_t(sum >> 64);
        limb[3] = std::uint64_t(sum);
        if constexpr (N > 4) {
            std::uint64_t carry = std::uint64_t(sum >> 64);
            for (std::size_t i = 4; i < N && carry != 0; ++i) {
                limb[i] += carry;
                carry = limb[i] == 0 ? 1 : 0;
            }
        }
    }

    WideUInt timesWord(std::uint64_t w) const
    {
        WideUInt out;
        std::uint64_t carry = 0;
        for (std::size_t i = 0; i < N; ++i) {
            const UInt128 p = UInt128(limb[i]) * w + carry;
            out.limb[i] = std::uint64_t(p);
            carry = std::uint64_t(p >> 64);
        }
        return out;
    }
    WideUInt &operator*=(const WideUInt &o) { return *this = *this * o; }
    WideUInt &operator*=(std::uint64_t w)
    {
        std::uint64_t carry = 0;
        for (std::size_t i = 0; i < N; ++i) {
            const UInt128 p = UInt128(limb[i]) * w + carry;
            limb[i] = std::uint64_t(p);
            carry = std::uint64_t(p >> 64);
        }
        return *this;
    }

    WideUInt &operator>>=(unsigned bits)
    {
        const std::size_t words = bits / 64, rest = bits % 64;
        for (std::size_t i = 0; i < N; ++i) {
            const std::size_t from = i + words;
            std::uint64_t v = from < N ? limb[from] >> rest : 0;
            if (rest != 0 && from + 1 < N)
                v |= limb[from + 1] << (64 - rest);
            limb[i] = v;
        }
        return *this;
    }
    WideUInt &operator<<=(unsigned bits)
    {
        const std::size_t words = bits / 64, rest = bits % 64;
        for (std::size_t i = N; i-- > 0;) {
            std::uint64_t v = i >= words ? limb[i - words] << rest : 0;
            if (rest != 0 && i >= words + 1)
                v |= limb[i - words - 1] >> (64 - rest);
            limb[i] = v;
        }
        return *this;
    }

    // The number of trailing zero bits (of a number that is not zero).
    unsigned lowestBit() const
    {
        for (std::size_t i = 0; i < N; ++i) {
            if (limb[i] != 0)
                return unsigned(64 * i) + unsigned(std::countr_zero(limb[i]));
        }
        return unsigned(64 * N);
    }

    // Divides by `divisor` (not 0) in place and returns the remainder.
    std::uint64_t divideByWord(std::uint64_t divisor)
    {
        std::uint64_t remainder = 0;
        for (std::size_t i = size(); i-- > 0;) {
            const UInt128 n = (UInt128(remainder) << 64) | limb[i];
            limb[i] = std::uint64_t(n / divisor);
            remainder = std::uint64_t(n % divisor);
        }
        return remainder;
    }

    // The double a Weight (cpp_int) of the same value converts to: boost 1.74 adds the limbs
    // converted one by one, which is not always the nearest double. The exact outcomes' doubles
    // stay the same whichever width worked them out.
    double toDouble() const
    {
        // limb * 2^(64 i) in long double is exact (a power of two, no overflow below 2^16384):
        // as std::ldexp gives it, without the call.
        constexpr long double kTwoTo64 = 18446744073709551616.0L;
        double result = static_cast<double>(limb[0]);
        const std::size_t n = size();
        long double scale = 1;
        for (std::size_t i = 1; i < n; ++i) {
            scale *= kTwoTo64;
            result += static_cast<double>(static_cast<long double>(limb[i]) * scale);
        }
        return result;
    }

    // Divides out the factors 3, at most `most` of them, and returns how many. Without a division
    // of the wide number: how many factors 3 there are (up to 40 at a time) is read from the
    // remainder modulo 3^40 (< 2^64, from the 32-bit halves and one remainder of a 128-bit sum),
    // and then w is a multiple of 3^k, so w / 3^k = w * 3^-k (mod 2^(64 N)): one product.
    unsigned divideOutThrees(unsigned most)
    {
        if (most == 0 || modThree() != 0)
            return 0; // two numbers in three, at the cost of a sum
        constexpr std::uint64_t kThreeTo40 = 12157665459056928801ULL; // < 2^64
        // 2^(32 j) mod 3^40 for each 32-bit half j.
        constexpr std::array<std::uint64_t, 2 * N> kHalfPowers = [] {
            std::array<std::uint64_t, 2 * N> powers{};
            std::uint64_t p = 1;
            for (std::uint64_t &q : powers) {
                q = p;
                p = std::uint64_t((UInt128(p) << 32) % kThreeTo40);
            }
            return powers;
        }();
        const Threes &t = threes();
        unsigned removed = 0;
        while (removed < most && !isZero()) {
            // The sum of each 32-bit half times 2^(32 j) mod 3^40: products independent of each
            // other (each < 2^96), the sum < 2^(96 + 3), reduced once.
            UInt128 sum = 0;
            for (std::size_t i = 0; i < N; ++i) {
                sum += UInt128(limb[i] & 0xFFFFFFFFULL) * kHalfPowers[2 * i];
                sum += UInt128(limb[i] >> 32) * kHalfPowers[2 * i + 1];
            }
            std::uint64_t r = std::uint64_t(sum % kThreeTo40);
            // The factors 3 of r (those of w, up to 40), by halves, then one by one (at most 4).
            unsigned k = 0;
            if (r == 0) {
                k = 40;
            } else {
                if (r % 3486784401ULL == 0) { // 3^20
                    r /= 3486784401ULL;
                    k += 20;
                }
                if (r % 59049 == 0) { // 3^10
                    r /= 59049;
                    k += 10;
                }
                if (r % 243 == 0) { // 3^5
                    r /= 243;
                    k += 5;
                }
                while (r % 3 == 0) {
                    r /= 3;
                    ++k;
                }
            }
            k = std::min(k, most - removed);
            if (k > 0)
                *this = lowProduct(t.inverse[k]);
            removed += k;
            if (k < 40)
                return removed;
        }
        return removed;
    }

    // The remainder modulo 3: 2^64 = 1 (mod 3), so it is that of the sum of the limbs.
    unsigned modThree() const
    {
        std::uint64_t sum = 0;
        for (std::uint64_t l : limb)
            sum += l % 3;
        return unsigned(sum % 3);
    }

    friend bool operator<(const WideUInt &a, const WideUInt &b)
    {
        for (std::size_t i = N; i-- > 0;) {
            if (a.limb[i] != b.limb[i])
                return a.limb[i] < b.limb[i];
        }
        return false;
    }

    std::string decimal() const
    {
        // Chunks of 19 digits from the low end, one division each.
        constexpr std::uint64_t kTenTo19 = 10000000000000000000ULL;
        WideUInt w = *this;
        std::array<std::uint64_t, 2 * N> chunks{};
        std::size_t count = 0;
        while (!w.fitsWord())
            chunks[count++] = w.divideByWord(kTenTo19);
        std::string text = std::to_string(w.limb[0]);
        while (count > 0) {
            const std::string digits = std::to_string(chunks[--count]);
            text.append(19 - digits.size(), '0').append(digits);
        }
        return text;
    }

    static WideUInt fromWeight(const Weight &w)
    {
        WideUInt out;
        const auto &backend = w.backend();
        for (std::size_t i = 0; i < backend.size() && i < N; ++i)
            out.limb[i] = backend.limbs()[i];
        return out;
    }
    Weight toWeight() const
    {
        Weight w;
        const std::size_t n = size();
        if (n == 0)
            return w;
        auto &backend = w.backend();
        backend.resize(unsigned(n), unsigned(n));
        for (std::size_t i = 0; i < n; ++i)
            backend.limbs()[i] = limb[i];
        backend.normalize();
        return w;
    }

private:
    // 3^-k modulo 2^(64 N) for k = 0 .. 40, made once.
    struct Threes
    {
        static constexpr unsigned kMost = 40; // 3^40 < 2^64
        std::array<WideUInt, kMost + 1> inverse;
    };
    static const Threes &threes()
    {
        static const Threes table = [] {
            Threes t;
            WideUInt inverseOfThree; // (2^(64 N + 1) + 1) / 3: 0xAA..AB
            inverseOfThree.limb.fill(0xAAAAAAAAAAAAAAAAULL);
            inverseOfThree.limb[0] = 0xAAAAAAAAAAAAAAABULL;
            t.inverse[0] = 1;
            for (unsigned k = 1; k <= Threes::kMost; ++k)
                t.inverse[k] = t.inverse[k - 1] * inverseOfThree;
            return t;
        }();
        return table;
    }
};

static_assert(sizeof(boost::multiprecision::limb_type) == sizeof(std::uint64_t),
              "WideUInt::fromWeight copies 64-bit limbs");

} // namespace adjutant::rulesets
